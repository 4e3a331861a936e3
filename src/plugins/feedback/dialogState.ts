import { BehaviorSubject } from "rxjs";

/** Whether the user menu's feedback form is open; the command "feedback.open" and the overlay share it. */
export const feedbackDialogOpen = new BehaviorSubject(false);
