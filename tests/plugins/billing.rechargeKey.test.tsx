import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { RechargeDialog } from "../../src/plugins/billing/RechargeDialog";
import type { AccountCost } from "../../src/plugins/billing/types";

const account = { userId: 7, account: "dev", name: "开发者" } as AccountCost;

describe("the recharge dialog's Idempotency-Key", () => {
  it("is kept when the same recharge is saved again after a failure, and new for a changed amount", async () => {
    const keys: string[] = [];
    const onSave = vi.fn(async (_body: unknown, key: string) => {
      keys.push(key);
      if (keys.length < 3) throw new Error("网络异常");
    });
    render(<RechargeDialog account={account} onSave={onSave} onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "账户充值：dev" });
    fireEvent.change(within(dialog).getByLabelText(/充值金额/), { target: { value: "5" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "保存" })).toBeEnabled());
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "保存" })).toBeEnabled());
    fireEvent.change(within(dialog).getByLabelText(/充值金额/), { target: { value: "6" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(onSave.mock.calls.map(([body]) => body)).toEqual([
      { userId: 7, amountCents: 500, remark: "" },
      { userId: 7, amountCents: 500, remark: "" },
      { userId: 7, amountCents: 600, remark: "" },
    ]);
  });
});
