import { parseYuan } from "../../core/money";
import { FormDialog, rules } from "../../ui/kit/list";
import { bt } from "./messages";
import type { AccountCost } from "./types";

const AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;

/** 充值 of one account: an amount in yuan (at most two decimals, sent as integer cents) and a remark. */
export function RechargeDialog({
  account,
  onSave,
  onClose,
}: {
  account: AccountCost;
  onSave: (body: { userId: number; amountCents: number; remark: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <FormDialog
      isOpen
      title={bt("rechargeTitle", { account: account.account })}
      fields={[
        {
          name: "amount",
          label: bt("amount"),
          kind: "input",
          required: true,
          rules: rules(bt("amount"), { pattern: AMOUNT, message: bt("badAmount", { label: bt("amount") }) }),
        },
        {
          name: "remark",
          label: bt("remark"),
          kind: "textarea",
          rules: rules(bt("remark"), { required: false, max: 200 }),
        },
      ]}
      initialValues={{ amount: "", remark: "" }}
      onSubmit={(values) => {
        const amountCents = parseYuan(String(values.amount)) ?? 0;
        return onSave({ userId: account.userId, amountCents, remark: String(values.remark) });
      }}
      onClose={onClose}
    />
  );
}
