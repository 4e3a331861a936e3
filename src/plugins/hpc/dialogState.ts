import { BehaviorSubject } from "rxjs";

/** Whether the binding dialog is open; the command "hpc.bind" and the dialog's overlay share it. */
export const bindDialogOpen = new BehaviorSubject(false);
