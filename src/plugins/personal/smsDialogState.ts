import { BehaviorSubject, Subject } from "rxjs";
import type { SmsPurpose } from "../../machines/smsCode.machine";

/** The registered machine's id (the inspector and the replay look it up by this). */
export const SMS_CODE_MACHINE_ID = "smsCode";
/** Commands that open the SMS dialog: set the phone number (type 2) or the password (type 3). */
export const SET_PHONE_COMMAND = "personal.setPhone";
export const SET_PASSWORD_COMMAND = "personal.setPassword";

/** Which SMS dialog is open (null: none); the commands, the overlay and the settings page share it. */
export const smsDialogOpen = new BehaviorSubject<SmsPurpose | null>(null);
/** A phone number or password was set: the settings page reads the profile again. */
export const smsDone = new Subject<SmsPurpose>();

/**
 * The last send of each purpose while its resend countdown runs (the dialog may close and open again
 * meanwhile): its deadline and the number the code went to.
 */
export const smsLastSend = new Map<SmsPurpose, { resendAt: number; sentTo: string }>();
