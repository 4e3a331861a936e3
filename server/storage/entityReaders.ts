import type { UserRow } from "../platform/users";

/** May `user` read the entity `entityId` (its attachments in the file service)? */
export type EntityReader = (entityId: string, user: UserRow) => boolean;

/**
 * Who may read an entity's attachments. The file service stores attachments by free-form
 * `entityType`/`entityId`; the module that owns an entity type says who may read one of them:
 *
 *   platform.entityReaders.register("work-order", (id, user) => workOrders.visibleTo(Number(id), user));
 *
 * An entity type nobody registered is readable by nobody but the uploader (a listing shows the
 * caller's own files only), so a new attachment kind is private until its module decides otherwise.
 */
export class EntityReaders {
  private readonly readers = new Map<string, EntityReader>();

  /** Registers the reader of one entity type; returns its disposer. */
  register(entityType: string, reader: EntityReader): () => void {
    if (this.readers.has(entityType)) throw new Error(`entity type ${entityType} already has a reader`);
    this.readers.set(entityType, reader);
    return () => this.readers.delete(entityType);
  }

  canRead(entityType: string, entityId: string, user: UserRow): boolean {
    const reader = this.readers.get(entityType);
    return reader ? reader(entityId, user) : false;
  }
}
