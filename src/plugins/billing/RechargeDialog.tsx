import { useRef } from "react";
import { newIdempotencyKey } from "../../contracts/billing";
import { parseYuan } from "../../core/money";
import { FormDialog, rules } from "../../ui/kit/list";
import { billingText } from "./messages";
import type { AccountCost } from "./types";

const AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;

type RechargeBody = { userId: number; amountCents: number; remark: string };

/**
 * 充值 of one account: an amount in yuan (at most two decimals, sent as integer cents) and a remark.
 * One Idempotency-Key per recharge: 保存 again after a failure (the same amount and remark) resends the
 * same key, so a recharge the server took but whose answer was lost is not credited twice; a changed
 * amount or remark is another recharge, with a new key.
 */
export function RechargeDialog({
  account,
  onSave,
  onClose,
}: {
  account: AccountCost;
  onSave: (body: RechargeBody, key: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const attempt = useRef<{ key: string; body: string } | null>(null);
  return (
    <FormDialog
      isOpen
      title={billingText("rechargeTitle", { account: account.account })}
      fields={[
        {
          name: "amount",
          label: billingText("amount"),
          kind: "input",
          required: true,
          rules: rules(billingText("amount"), {
            pattern: AMOUNT,
            message: billingText("badAmount", { label: billingText("amount") }),
          }),
        },
        {
          name: "remark",
          label: billingText("remark"),
          kind: "textarea",
          rules: rules(billingText("remark"), { required: false, max: 200 }),
        },
      ]}
      initialValues={{ amount: "", remark: "" }}
      onSubmit={(values) => {
        const amountCents = parseYuan(String(values.amount)) ?? 0;
        const body = { userId: account.userId, amountCents, remark: String(values.remark) };
        if (attempt.current?.body !== JSON.stringify(body))
          attempt.current = { key: newIdempotencyKey(), body: JSON.stringify(body) };
        return onSave(body, attempt.current.key);
      }}
      onClose={onClose}
    />
  );
}
