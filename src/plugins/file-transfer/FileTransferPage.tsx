import { useEffect, useMemo, useState } from "react";
import { Button, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { t } from "../../core/messages";
import {
  TRANSFER_DIRECTIONS,
  TRANSFER_STATUSES,
  type TransferDirection,
  type TransferRecord,
  type TransferStatus,
} from "../../contracts/fileTransfer";
import { useCore } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import {
  FilterBar,
  PagedTable,
  RowActions,
  useConfirmDelete,
  usePagedList,
  useRefusal,
} from "../../ui/kit/list";
import { transferApi } from "./api";
import { TRANSFER_COLUMNS } from "./columns";
import { fileTransferText } from "./messages";
import { TransferDialog } from "./TransferDialog";
import "./fileTransfer.css";
import { CODE } from "../../contracts/permissionCodes";

interface Filters {
  direction: "" | TransferDirection;
  status: "" | TransferStatus;
  userName: string;
  dataSetName: string;
}
const NO_FILTERS: Filters = { direction: "", status: "", userName: "", dataSetName: "" };
/** How often the list is asked again while a transfer of it runs. */
const POLL_MS = 1000;

/**
 * 文件传输 (ai-domain §2): the transfer records, filtered by direction, status, user and dataset; 新建传输
 * copies a storage folder into a dataset version or a version into a storage folder; a running
 * transfer's progress moves on its own (the list is asked again every second while one runs).
 */
export default function FileTransferPage() {
  const { http } = useCore();
  const api = useMemo(() => transferApi(http), [http]);
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [creating, setCreating] = useState(false);
  const list = usePagedList((query) => api.page(query), { filters: NO_FILTERS });
  const { confirmDelete, confirmElement } = useConfirmDelete();
  // A 400 (启用中的规格不能删除…, 传输进行中…) is the page's to show (shell spec §8).
  const refused = useRefusal(CODE.fileTransfer);
  const set = (patch: Partial<Filters>) => setDraft((prev) => ({ ...prev, ...patch }));

  const running = list.rows.some((row) => row.status === "running");
  const { refresh } = list;
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(refresh, POLL_MS);
    return () => window.clearTimeout(timer);
  }, [running, refresh, list.rows]);

  const remove = async (row: TransferRecord) => {
    if (!(await confirmDelete(`${fileTransferText("entity")} ${row.id}`))) return;
    await api.remove(row.id).then(() => list.afterDelete(), refused);
  };

  return (
    <PageFrame
      title={fileTransferText("title")}
      toolbar={
        <Button
          size="small"
          icon="add"
          intent="primary"
          text={fileTransferText("create")}
          onClick={() => setCreating(true)}
        />
      }
    >
      <FilterBar
        aria-label={fileTransferText("list")}
        onSearch={() =>
          list.search({ ...draft, userName: draft.userName.trim(), dataSetName: draft.dataSetName.trim() })
        }
        onReset={() => {
          setDraft(NO_FILTERS);
          list.search(NO_FILTERS);
        }}
        actions={<Button size="small" icon="refresh" text={t("action.refresh")} onClick={list.refresh} />}
      >
        <HTMLSelect
          aria-label={fileTransferText("direction")}
          value={draft.direction}
          onChange={(event) => set({ direction: event.currentTarget.value as Filters["direction"] })}
        >
          <option value="">{fileTransferText("allDirections")}</option>
          {TRANSFER_DIRECTIONS.map((direction) => (
            <option key={direction} value={direction}>
              {fileTransferText(direction)}
            </option>
          ))}
        </HTMLSelect>
        <HTMLSelect
          aria-label={t("field.status")}
          value={draft.status}
          onChange={(event) => set({ status: event.currentTarget.value as Filters["status"] })}
        >
          <option value="">{fileTransferText("allStatuses")}</option>
          {TRANSFER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {fileTransferText(status)}
            </option>
          ))}
        </HTMLSelect>
        <InputGroup
          size="small"
          aria-label={fileTransferText("user")}
          placeholder={fileTransferText("userPlaceholder")}
          value={draft.userName}
          onValueChange={(userName) => set({ userName })}
        />
        <InputGroup
          size="small"
          aria-label={fileTransferText("dataset")}
          placeholder={fileTransferText("dataset")}
          value={draft.dataSetName}
          onValueChange={(dataSetName) => set({ dataSetName })}
        />
      </FilterBar>
      <PagedTable
        aria-label={fileTransferText("list")}
        list={list}
        columns={TRANSFER_COLUMNS}
        rowKey={(row) => row.id}
        actions={(row) => (
          <RowActions onDelete={row.status === "running" ? undefined : () => void remove(row)} />
        )}
      />
      {creating && (
        <TransferDialog
          api={api}
          onClose={() => setCreating(false)}
          onStarted={() => {
            setDraft(NO_FILTERS);
            list.search(NO_FILTERS);
          }}
        />
      )}
      {confirmElement}
    </PageFrame>
  );
}
