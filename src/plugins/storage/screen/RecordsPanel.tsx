import { STORAGE } from "../../../contracts/storage";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button, Collapse, HTMLTable } from "@blueprintjs/core";
import { ConfirmAlert } from "../../../ui/kit/ConfirmAlert";
import { t } from "../../../core/messages";
import { ListPager } from "../../../ui/kit/list";
import { loadFailureText } from "../../../ui/kit/list/failureText";
import { recordPath, recordTargetPath, StorageFailure, type OperationRecord, type StorageApi } from "../api";
import { storageText, type StorageMessageKey } from "../messages";
import { ExecutionDialog } from "./ExecutionDialog";
import "./fileTable.css";

const typeText = (type: number) =>
  type >= 1 && type <= 8 ? storageText(`type${type}` as StorageMessageKey) : storageText("typeUnknown");
const statusText = (status: number) =>
  status >= 1 && status <= 4
    ? storageText(`status${status}` as StorageMessageKey)
    : storageText("statusUnknown");

export interface RecordsPanelProps {
  api: StorageApi;
  /** Expanded at first (storage spec §2: only on the /storage-manage path). */
  startOpen: boolean;
  /** Bumped by the page after an operation, so the list follows. */
  version: number;
  tip: (intent: "success" | "warning", message: string) => void;
}

/**
 * The collapsible "file operation records" panel, paged like the file table (10 a page to start with,
 * the spec's call): refresh, delete with confirmation, execution detail. A failed read says why, with 重试.
 */
export function RecordsPanel({ api, startOpen, version, tip }: RecordsPanelProps) {
  const [open, setOpen] = useState(startOpen);
  const [records, setRecords] = useState<OperationRecord[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState<number>(STORAGE.recordsPage.page);
  const [pageSize, setPageSize] = useState<number>(STORAGE.recordsPage.limit);
  const [removing, setRemoving] = useState<OperationRecord | null>(null);
  const [detail, setDetail] = useState<number | null>(null);

  const [failure, setFailure] = useState<string | null>(null);
  // Only the newest request's answer is shown: an older page's slower answer must not overwrite it.
  const latest = useRef(0);

  const load = useCallback(() => {
    const asked = ++latest.current;
    api
      .records(page, pageSize)
      .then((answer) => {
        if (asked !== latest.current) return;
        // A page emptied by a delete goes back to the last page that has records.
        const last = Math.max(1, Math.ceil(answer.total / pageSize));
        if (answer.spec.length === 0 && page > last) return setPage(last);
        setFailure(null);
        setRecords(answer.spec);
        setTotal(answer.total);
      })
      .catch((error: unknown) => {
        if (asked !== latest.current) return;
        setFailure(error instanceof StorageFailure ? error.info : loadFailureText(error));
      });
  }, [api, page, pageSize]);
  useEffect(load, [load, version]);

  const remove = async (record: OperationRecord) => {
    setRemoving(null);
    try {
      await api.removeRecord(record.id);
      tip("success", t("http.success.POST"));
    } catch (error) {
      if (error instanceof StorageFailure) tip("warning", error.info);
    }
    load();
  };

  return (
    <section className="ws-storage-records" aria-label={storageText("records")}>
      <div className="ws-storage-records-head">
        <Button
          variant="minimal"
          icon={open ? "chevron-down" : "chevron-right"}
          text={storageText("records")}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        />
        <Button
          variant="minimal"
          icon="refresh"
          aria-label={`${storageText("records")} ${t("action.refresh")}`}
          onClick={load}
        />
        <Button
          variant="minimal"
          text={open ? storageText("collapse") : storageText("expand")}
          onClick={() => setOpen(!open)}
        />
      </div>
      <Collapse isOpen={open} keepChildrenMounted>
        <HTMLTable compact striped className="ws-storage-record-table">
          <thead>
            <tr>
              <th>{storageText("recId")}</th>
              <th>{storageText("recType")}</th>
              <th>{t("field.status")}</th>
              <th>{storageText("recFrom")}</th>
              <th>{storageText("recTarget")}</th>
              <th>{storageText("colTime")}</th>
              <th>{t("table.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {failure !== null ? (
              <tr>
                <td colSpan={7} className="ws-storage-empty" role="alert">
                  {failure}{" "}
                  <Button
                    size="small"
                    variant="minimal"
                    icon="refresh"
                    text={t("page.retry")}
                    onClick={load}
                  />
                </td>
              </tr>
            ) : records.length === 0 ? (
              <tr>
                <td colSpan={7} className="ws-storage-empty">
                  {t("table.empty")}
                </td>
              </tr>
            ) : (
              records.map((record) => (
                <tr key={record.id} data-record={record.id}>
                  <td>{record.id}</td>
                  <td>{typeText(record.type)}</td>
                  <td title={record.info}>{statusText(record.status)}</td>
                  <td className="ws-storage-pathcell">{recordPath(record.from)}</td>
                  <td className="ws-storage-pathcell">{recordTargetPath(record)}</td>
                  <td>{record.create_time ?? ""}</td>
                  <td>
                    <Button
                      size="small"
                      variant="minimal"
                      text={storageText("recDetail")}
                      onClick={() => setDetail(record.id)}
                    />
                    <Button
                      size="small"
                      variant="minimal"
                      intent="danger"
                      text={t("action.delete")}
                      onClick={() => setRemoving(record)}
                    />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </HTMLTable>
        <ListPager
          total={total}
          page={page}
          pageSize={pageSize}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          className="ws-storage-pager"
        />
      </Collapse>
      <ConfirmAlert
        isOpen={removing !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={t("action.ok")}
        cancelButtonText={t("confirm.cancel")}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      >
        <p>{storageText("recDeleteConfirm")}</p>
      </ConfirmAlert>
      {detail !== null && <ExecutionDialog api={api} id={detail} onClose={() => setDetail(null)} />}
    </section>
  );
}
