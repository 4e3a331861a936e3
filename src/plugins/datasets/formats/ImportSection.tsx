import { useRef, useState } from "react";
import { Button, Callout, FormGroup, HTMLSelect, ProgressBar } from "@blueprintjs/core";
import {
  DATASET_FORMATS,
  FORMAT_NAMES,
  IMPORT_STATUS,
  type DatasetFormat,
} from "../../../contracts/datasetFormats";
import { useCore } from "../../../ui/CoreContext";
import { useLoaded } from "../../../ui/kit/useLoaded";
import { FRONT_DESK } from "../../shared/menus/frontDesk";
import { pageLabelGroups } from "../api";
import { datasetFormatsText } from "../formatsMessages";
import { useDatasetImport } from "./useDatasetImport";

const ARCHIVE_ACCEPT = ".zip,.tar,.tgz,.gz,application/zip,application/x-tar,application/gzip";
const DATA_ANNOTATIONS = FRONT_DESK.datasets.annotations.withQuery<{
  dataset: number;
  version: number;
  group: number;
}>();

/**
 * 导入压缩包: choose the format (or let it be detected) and the label group (a new one, or an existing
 * one whose labels the categories map onto by name), then an archive from disk or from storage; the
 * progress, and at the end the record's summary or the refusal naming the file and entry.
 */
export function ImportSection({
  dataSetId,
  versionId,
  onDone,
}: {
  dataSetId: number;
  versionId: number;
  onDone: () => void;
}) {
  const { http } = useCore();
  const input = useRef<HTMLInputElement>(null);
  const [format, setFormat] = useState<DatasetFormat | "auto">("auto");
  const [group, setGroup] = useState("");
  const groups = useLoaded(() => pageLabelGroups(http, { pageNum: 1, pageSize: 100 }), "label-groups");
  const job = useDatasetImport(dataSetId, versionId, onDone);
  const choice = () => ({ format, ...(group ? { labelGroupId: Number(group) } : {}) });
  const record = job.record;

  return (
    <section className="ws-ds-formats-section" aria-labelledby="ws-ds-import-title">
      <h4 id="ws-ds-import-title">{datasetFormatsText("importTitle")}</h4>
      <p className="ws-ds-muted">{datasetFormatsText("importHint")}</p>
      <div className="ws-ds-formats-row">
        <FormGroup label={datasetFormatsText("importFormat")} labelFor="ws-ds-import-format" inline>
          <HTMLSelect
            id="ws-ds-import-format"
            value={format}
            onChange={(event) => setFormat(event.currentTarget.value as DatasetFormat | "auto")}
            options={[
              { value: "auto", label: datasetFormatsText("auto") },
              ...DATASET_FORMATS.map((value) => ({ value, label: FORMAT_NAMES[value] })),
            ]}
          />
        </FormGroup>
        <FormGroup label={datasetFormatsText("labelGroup")} labelFor="ws-ds-import-group" inline>
          <HTMLSelect
            id="ws-ds-import-group"
            value={group}
            onChange={(event) => setGroup(event.currentTarget.value)}
            options={[
              { value: "", label: datasetFormatsText("newGroup") },
              ...(groups.data?.list ?? []).map((row) => ({ value: String(row.id), label: row.groupName })),
            ]}
          />
        </FormGroup>
      </div>
      <div className="ws-ds-formats-row">
        <Button
          icon="upload"
          text={datasetFormatsText("fromDisk")}
          disabled={job.busy}
          onClick={() => input.current?.click()}
        />
        {job.fromStorage && (
          <Button
            icon="folder-open"
            text={datasetFormatsText("fromStorage")}
            disabled={job.busy}
            onClick={() => void job.fromStorage?.(choice())}
          />
        )}
        <input
          ref={input}
          type="file"
          hidden
          accept={ARCHIVE_ACCEPT}
          aria-label={datasetFormatsText("fromDisk")}
          data-testid="dataset-import-file"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = "";
            if (file) void job.fromFile(file, choice());
          }}
        />
      </div>
      {job.status && (
        <div className="ws-ds-formats-row" role="status">
          <ProgressBar
            className="ws-ds-upload-bar"
            intent="primary"
            value={job.percent / 100}
            aria-label={job.status}
          />
          <span className="ws-ds-muted">{job.status}</span>
        </div>
      )}
      {!job.status && record && record.status !== IMPORT_STATUS.running && (
        <Callout
          role="status"
          intent={record.status === IMPORT_STATUS.done ? "success" : "danger"}
          title={`${datasetFormatsText("lastImport")}：${record.status === IMPORT_STATUS.done ? datasetFormatsText("done") : datasetFormatsText("failed")}`}
        >
          <p>
            {record.source} · {record.createTime}
          </p>
          <p>{record.info}</p>
          {record.status === IMPORT_STATUS.done && record.versionId && record.labelGroupId && (
            <a
              className="ws-ds-link"
              href={`#${DATA_ANNOTATIONS.link({}, { dataset: dataSetId, version: record.versionId, group: record.labelGroupId })}`}
            >
              {datasetFormatsText("viewBoxes")}
            </a>
          )}
        </Callout>
      )}
    </section>
  );
}
