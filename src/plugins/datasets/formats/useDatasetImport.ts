import { useCallback, useEffect, useRef, useState } from "react";
import { IMPORT_STATUS, type ImportRecord } from "../../../contracts/datasetFormats";
import { t } from "../../../core/messages";
import { useCore } from "../../../ui/CoreContext";
import { useRefusal } from "../../../ui/kit/list";
import { STORAGE_CHUNK_UPLOAD } from "../../shared/chunkUpload";
import { STORAGE_PICKER } from "../../shared/storagePicker";
import { useService } from "../../../ui/PluginScope";
import { importProgress, importStoragePath, importTicket, type ImportChoice } from "../formatsApi";
import { datasetFormatsText } from "../formatsMessages";

const POLL_MS = 500;

/**
 * An import into a dataset: the archive goes up through the shared chunk upload (or is chosen on the
 * storage with the picker), the server imports it in the background, and `data/{id}/progress` is
 * read until the record ends; then the versions reload (`onDone`).
 */
export function useDatasetImport(dataSetId: number, versionId: number, onDone: () => void) {
  const core = useCore();
  const refused = useRefusal("datasets");
  const [record, setRecord] = useState<ImportRecord | null>(null);
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const alive = useRef(true);

  const follow = useCallback(() => {
    window.clearTimeout(timer.current);
    const tick = async () => {
      const latest = await importProgress(core.http, dataSetId).catch(() => null);
      if (!alive.current) return;
      setRecord(latest);
      if (latest?.status === IMPORT_STATUS.running)
        timer.current = window.setTimeout(() => void tick(), POLL_MS);
      else if (latest?.status === IMPORT_STATUS.done) {
        core.bus.emit("datasets", "ui.tip", { intent: "success", message: latest.info });
        onDone();
      }
    };
    void tick();
  }, [core, dataSetId, onDone]);

  useEffect(() => {
    alive.current = true;
    // The newest record, as it is (a running one is followed, an ended one shown without a tip).
    void importProgress(core.http, dataSetId)
      .then((latest) => {
        if (!alive.current) return;
        setRecord(latest);
        if (latest?.status === IMPORT_STATUS.running) follow();
      })
      .catch(() => undefined);
    return () => {
      alive.current = false;
      window.clearTimeout(timer.current);
    };
  }, [core, dataSetId, follow]);

  const fromFile = async (file: File, choice: ImportChoice) => {
    const service = core.plugins.getService(STORAGE_CHUNK_UPLOAD);
    if (!service) return;
    setUploadPercent(0);
    const result = await service.upload(file, { onProgress: setUploadPercent });
    setUploadPercent(null);
    if (result.status !== "done") {
      core.bus.emit("datasets", "ui.tip", { intent: "warning", message: t("chunkUpload.failed") });
      return;
    }
    await importTicket(core.http, dataSetId, versionId, String(result.ref), choice).then((started) => {
      setRecord(started);
      follow();
    }, refused);
  };

  const picker = useService(STORAGE_PICKER);
  const fromStorage = picker
    ? async (choice: ImportChoice) => {
        const picked = await picker.pick("all");
        if (!picked) return;
        await importStoragePath(core.http, dataSetId, versionId, picked.path, choice).then((started) => {
          setRecord(started);
          follow();
        }, refused);
      }
    : undefined;

  const busy = uploadPercent !== null || record?.status === IMPORT_STATUS.running;
  const status =
    uploadPercent !== null
      ? datasetFormatsText("uploading", { percent: uploadPercent })
      : record?.status === IMPORT_STATUS.running
        ? datasetFormatsText("running", { percent: record.progress })
        : null;
  return { record, busy, status, percent: uploadPercent ?? record?.progress ?? 0, fromFile, fromStorage };
}
