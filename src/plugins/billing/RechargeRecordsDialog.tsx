import { Dialog, DialogBody } from "@blueprintjs/core";
import { formatCents } from "../../core/money";
import { useCore } from "../../ui/CoreContext";
import { formatDateTime } from "../../ui/kit/dates";
import { PagedTable, usePagedList } from "../../ui/kit/list";
import { pageRecharges } from "./api";
import { bt } from "./messages";
import type { AccountCost } from "./types";

/** 充值记录 of one account, newest first, paged. */
export function RechargeRecordsDialog({ account, onClose }: { account: AccountCost; onClose: () => void }) {
  const { http } = useCore();
  const list = usePagedList((query) => pageRecharges(http, { ...query, userId: account.userId }), {
    filters: {},
  });
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={bt("recordsTitle", { account: account.account })}
      style={{ width: 680 }}
    >
      <DialogBody>
        <PagedTable
          list={list}
          rowKey={(row) => row.id}
          columns={[
            { key: "time", title: bt("rechargeTime"), render: (row) => formatDateTime(row.createdAt) },
            { key: "amount", title: bt("amount"), render: (row) => formatCents(row.amountCents) },
            { key: "remark", title: bt("remark"), render: (row) => row.remark },
            { key: "operator", title: bt("operator"), render: (row) => row.operatorName },
          ]}
        />
      </DialogBody>
    </Dialog>
  );
}
