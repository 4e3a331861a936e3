import { BehaviorSubject } from "rxjs";

/** Whether the inspector drawer is open; the drawer and the command share it. */
export const inspectorOpen = new BehaviorSubject(false);
