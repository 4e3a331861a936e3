import type { AxiosInstance } from "axios";
import { ANNOTATION_API_BASE } from "../../contracts/annotation";
import { createRequest } from "../../core/request";
import {
  DATASET_FORMAT_PATHS,
  type DatasetFormat,
  type ExportFormat,
  type ImportRecord,
} from "../../contracts/datasetFormats";

/** Importing and exporting datasets in standard formats (docs/dataset-formats.md); paths from the contract. */
const api = (http: AxiosInstance) => createRequest(http, ANNOTATION_API_BASE);
const relative = (path: string) => path.replace(/^\//, "");

export interface ImportChoice {
  format: DatasetFormat | "auto";
  /** An existing label group, or undefined for a new one. */
  labelGroupId?: number;
}

/** Starts the import of an uploaded archive (the shared chunk upload's ticket). */
export const importTicket = (
  http: AxiosInstance,
  dataSetId: number,
  versionId: number,
  fileTicket: string,
  choice: ImportChoice,
) =>
  api(http).post<ImportRecord>(
    relative(DATASET_FORMAT_PATHS.packageUpload(dataSetId, versionId)),
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
    relative(DATASET_FORMAT_PATHS.packageBinding),
    { dataSetId, versionId, path, ...choice },
    { hideSuccessTip: true },
  );

/** The dataset's newest import, or null. */
export const importProgress = (http: AxiosInstance, dataSetId: number) =>
  api(http).get<ImportRecord | null>(relative(DATASET_FORMAT_PATHS.progress(dataSetId)), { hideTip: true });

/** The version as a zip in `format`. */
export const exportVersion = (
  http: AxiosInstance,
  dataSetId: number,
  versionId: number,
  format: ExportFormat,
) => api(http).blob(relative(DATASET_FORMAT_PATHS.download(dataSetId, versionId)), { params: { format } });
