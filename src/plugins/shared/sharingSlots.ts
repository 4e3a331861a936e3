import { createSlot } from "../../core/extensions";
import type { RowActionContribution } from "../../ui/kit/slots";

/** A row of a public list (公开数据集, public algorithms, public models) that can be applied for. */
export interface PublicResourceRow {
  /** ai-domain §7 apply-order resource types: 1 dataset, 2 algorithm, 3 model. */
  resourceType: 1 | 2 | 3;
  id: number;
  name: string;
  /** The owner's user id (the owner is offered no 申请共享 on their own resource). */
  ownerId: number;
}

/**
 * Row actions of the public resource lists: the sharing plugin contributes 申请共享. A public list
 * renders `<SlotRowActions slot={PUBLIC_RESOURCE_ACTIONS} row={{ resourceType: 1, id, name, ownerId }} />`.
 */
export const PUBLIC_RESOURCE_ACTIONS = createSlot<RowActionContribution<PublicResourceRow>>(
  "sharing.publicResource.actions",
);
