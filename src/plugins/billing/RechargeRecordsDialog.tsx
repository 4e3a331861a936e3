import { Dialog, DialogBody } from "@blueprintjs/core";
import { formatCents } from "../../core/money";
import { useCore } from "../../ui/CoreContext";
import { formatDateTime } from "../../ui/kit/dates";
import { PagedTable, usePagedList } from "../../ui/kit/list";
import { pageRecharges } from "./api";
import { billingText } from "./messages";
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
      title={billingText("recordsTitle", { account: account.account })}
      style={{ width: 680 }}
    >
      <DialogBody>
        <PagedTable
          list={list}
          rowKey={(row) => row.id}
          columns={[
            {
              key: "time",
              title: billingText("rechargeTime"),
              render: (row) => formatDateTime(row.createdAt),
            },
            { key: "amount", title: billingText("amount"), render: (row) => formatCents(row.amountCents) },
            { key: "remark", title: billingText("remark"), render: (row) => row.remark },
            { key: "operator", title: billingText("operator"), render: (row) => row.operatorName },
          ]}
        />
      </DialogBody>
    </Dialog>
  );
}
