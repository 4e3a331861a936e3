import type { AxiosInstance } from "axios";
import { createRequest } from "../../core/request";
import {
  FILE_TRANSFER_PATHS,
  type CreateTransferBody,
  type TransferDatasetChoice,
  type TransferPage,
  type TransferPageQuery,
  type TransferRecord,
} from "../../contracts/fileTransfer";
import { CHECK_STORAGE_PATH, type CheckStorageAnswer } from "../../contracts/storageCheck";

/** Empty filters are left out of the query. */
const params = (query: object) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== "" && value !== undefined));

/**
 * The 文件传输 page's calls (src/contracts/fileTransfer.ts). A refusal's 400 is the dialog's to show (the
 * http layer leaves 400 to the page, shell spec §8); other failures have their tip.
 */
export function transferApi(http: AxiosInstance) {
  const request = createRequest(http);
  return {
    page: (query: TransferPageQuery) =>
      request.get<TransferPage>(FILE_TRANSFER_PATHS.page, { params: params(query) }),
    datasets: () => request.get<TransferDatasetChoice[]>(FILE_TRANSFER_PATHS.datasets),
    create: (body: CreateTransferBody) =>
      request.post<TransferRecord>(FILE_TRANSFER_PATHS.create, body, { hideSuccessTip: true }),
    remove: (id: number) => request.del(FILE_TRANSFER_PATHS.one(id)),
    checkStorage: (storageName: string, bytes = 0) =>
      request.get<CheckStorageAnswer>(CHECK_STORAGE_PATH, { params: { storageName, bytes } }),
  };
}
export type TransferApi = ReturnType<typeof transferApi>;
