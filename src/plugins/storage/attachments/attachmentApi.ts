import { STORAGE_API } from "../../../contracts/storage";
import type { AxiosInstance } from "axios";
import { platformConfig } from "../../../core/config";
import { createRequest } from "../../../core/request";

/** Attachment metadata (storage spec §3): application defaults to 'ai', resourceOwnerType is fixed 'ai'. */
export interface AttachmentOwner {
  application?: string;
  category: string;
  entityType: string;
  entityId: string;
  resourceOwnerId: string;
  resourceOwnerName: string;
}

export const ATTACHMENT_APPLICATION = "ai";
export const ATTACHMENT_OWNER_TYPE = "ai";
/** Storage spec §5 and §9: the upload widget's default limit. */
export const ATTACHMENT_LIMIT = 9;

/** A stored attachment as the file service lists it. */
export interface Attachment {
  fileTicket: string;
  name: string;
  /** The extension without the dot. */
  type: string;
  size: number;
  createdAt?: number;
}

/** The file service's calls for one entity's attachments (storage spec §7 "File service"). */
export function attachmentApi(http: AxiosInstance, owner: AttachmentOwner) {
  const application = owner.application || ATTACHMENT_APPLICATION;
  const quiet = { hideSuccessTip: true } as const;
  const request = createRequest(http);
  return {
    /** GET multiple files by application, entityType, entityId and category. */
    async list(): Promise<Attachment[]> {
      const list = await request.get<Attachment[] | null>(STORAGE_API.fileItemMultipleFiles, {
        params: {
          application,
          entityType: owner.entityType,
          entityId: owner.entityId,
          category: owner.category,
        },
      });
      return list ?? [];
    },
    /** POST multiple-files with the metadata in the query and the files as the multipart part 'files'. */
    async upload(files: File[]): Promise<Attachment[]> {
      const form = new FormData();
      for (const file of files) form.append("files", file, file.name);
      const list = await request.post<Attachment[] | null>(STORAGE_API.fileItemMultipleFiles, form, {
        ...quiet,
        params: {
          application,
          category: owner.category,
          entityId: owner.entityId,
          entityType: owner.entityType,
          resourceOwnerId: owner.resourceOwnerId,
          resourceOwnerName: owner.resourceOwnerName,
          resourceOwnerType: ATTACHMENT_OWNER_TYPE,
        },
      });
      return list ?? [];
    },
    /** POST deleteByTicket?fileTicket=…. */
    async remove(fileTicket: string): Promise<void> {
      await request.raw.post<unknown>(STORAGE_API.fileItemDeleteByTicket, null, {
        ...quiet,
        params: { fileTicket },
      });
    },
  };
}

/** The download address of an attachment (the file service's raw bytes by ticket). */
export const attachmentUrl = (fileTicket: string): string =>
  `${platformConfig.apiBaseUrl}${STORAGE_API.fileItemRaw}/${encodeURIComponent(fileTicket)}`;
