import type { AxiosInstance } from "axios";
import { createRequest } from "../../core/request";
import { fillPath } from "../../contracts/paths";
import {
  DATASET_FORMAT_PATHS,
  type ExportFormat,
  type ImportFromTicket,
  type ImportRecord,
} from "../../contracts/datasetFormats";

/** Importing and exporting datasets in standard formats (docs/dataset-formats.md); paths from the contract. */
const api = (http: AxiosInstance) => createRequest(http);

/** The import's format ("auto": detected) and label group (undefined: a new one): the request schema's. */
export type ImportChoice = Omit<ImportFromTicket, "fileTicket">;

/** Starts the import of an uploaded archive (the shared chunk upload's ticket). */
export const importTicket = (
  http: AxiosInstance,
  dataSetId: number,
  versionId: number,
  fileTicket: string,
  choice: ImportChoice,
) =>
  api(http).post<ImportRecord>(
    fillPath(DATASET_FORMAT_PATHS.packageUpload, { dataSetId, versionId }),
    { fileTicket, ...choice },
    { hideSuccessTip: true },
  );

/** Starts the import of an archive on the user's storage (a picker's path). */
export const importStoragePath = (
  http: AxiosInstance,
  dataSetId: number,
  versionId: number,
  path: string,
  choice: ImportChoice,
) =>
  api(http).post<ImportRecord>(
    DATASET_FORMAT_PATHS.packageBinding,
    { dataSetId, versionId, path, ...choice },
    { hideSuccessTip: true },
  );

/** The dataset's newest import, or null. */
export const importProgress = (http: AxiosInstance, dataSetId: number) =>
  api(http).get<ImportRecord | null>(fillPath(DATASET_FORMAT_PATHS.progress, { id: dataSetId }), {
    hideTip: true,
  });

/** The version as a zip in `format`. */
export const exportVersion = (
  http: AxiosInstance,
  dataSetId: number,
  versionId: number,
  format: ExportFormat,
) =>
  api(http).blob(fillPath(DATASET_FORMAT_PATHS.download, { dataSetId, versionId }), { params: { format } });
