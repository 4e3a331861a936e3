import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WalletRule } from "../../src/plugins/billing/WalletRule";
import { pageReload } from "../../src/ui/routing/chunkFailure";
import { UpdatedNotice } from "../../src/ui/routing/platformUpdate";

/*
 * 我的钱包's note on the balance rule (src/contracts/walletPolicy.ts): the rule always, a warning below
 * the threshold, a danger note when owing (paused unless post-paid); and the deploy notice's 刷新.
 */

afterEach(cleanup);

const RULE_UNSET =
  "余额低于预警值（未设置）时提醒；已产生消费且余额不大于 0（欠费）时，不能开始新的训练，服务调用暂停（返回 402），后付费账户除外。充值后立即恢复。";

describe("the wallet's balance rule", () => {
  it("states the rule alone while the balance is fine (no alert)", () => {
    render(<WalletRule state={{ warnCents: 0, postPaid: false, standing: "ok", blocked: false }} />);
    expect(screen.getByRole("note")).toHaveTextContent(RULE_UNSET);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("warns below the threshold, in yuan", () => {
    render(<WalletRule state={{ warnCents: 50_000, postPaid: false, standing: "low", blocked: false }} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("余额低于预警值 500.00 元，请及时联系运营人员充值。");
    expect(alert).toHaveTextContent("余额低于预警值（500.00 元）时提醒");
  });

  it("says runs and calls are paused when owing, and that they go on for a post-paid account", () => {
    const { rerender } = render(
      <WalletRule state={{ warnCents: 0, postPaid: false, standing: "owing", blocked: true }} />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "账户已欠费：新的训练和服务调用已暂停，请联系运营人员充值。",
    );
    rerender(<WalletRule state={{ warnCents: 0, postPaid: true, standing: "owing", blocked: false }} />);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "账户已欠费（后付费账户）：训练和服务调用照常进行，欠款在充值后抵扣。",
    );
  });
});

describe("the deploy notice", () => {
  it("says 平台已更新，请刷新页面 and 刷新 reloads the page", () => {
    const reload = vi.spyOn(pageReload, "reload").mockImplementation(() => undefined);
    render(<UpdatedNotice />);
    expect(screen.getByText("平台已更新，请刷新页面")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "刷新" }));
    expect(reload).toHaveBeenCalledTimes(1);
    reload.mockRestore();
  });
});
