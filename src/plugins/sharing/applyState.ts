import { BehaviorSubject } from "rxjs";
import type { PublicResourceRow } from "../shared/sharingSlots";

/** The public resource whose 申请共享 dialog is open (null: closed). */
export const applyTarget = new BehaviorSubject<PublicResourceRow | null>(null);
