import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

// jsdom has no canvas: a stand-in Chart keeps what the pages draw.
const drawn = vi.hoisted(
  () => [] as { type: string; data: { labels: string[]; datasets: { data: number[] }[] } }[],
);
vi.mock("chart.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("chart.js")>();
  class Chart {
    static register() {}
    constructor(_canvas: unknown, config: (typeof drawn)[number]) {
      drawn.push(config);
    }
    destroy() {}
  }
  return { ...actual, Chart };
});

const { default: operation } = await import("../../src/plugins/operation");
const { default: personal } = await import("../../src/plugins/personal");
const { default: billing } = await import("../../src/plugins/billing");
const { builtInPlugins } = await import("../../src/plugins");
const { createPluginTester, createTestCore, renderInTestShell, signInAs } = await import("../../src/testing");
const { cleanShellAfterEach, loadPageCode, serverForThisFile } = await import("../support/testShell");

cleanShellAfterEach();
const server = serverForThisFile();
await loadPageCode(operation, personal, billing);

async function open(route: string, who: "admin" | "dev" = "admin") {
  const core = createTestCore({ adapter: server().adapter });
  for (const plugin of [operation, personal, billing]) core.plugins.register(plugin);
  await core.plugins.activateAll();
  await signInAs(core, who);
  await renderInTestShell(null, { core, route });
}

describe("the billing plugin", () => {
  it("claims the operations pages and the personal wallet and usage pages beside every built-in plugin", () => {
    const tester = createPluginTester(billing, {
      alongside: builtInPlugins.filter((one) => one.id !== "billing"),
    });
    expect(tester.errors).toEqual([]);
    const paths = tester.routes.map((route) => route.path);
    expect(paths).toContain("/operation/charging-strategy/resource-charge-setting");
    expect(paths).toContain("/operation/billing-statistics/sub-center-service-charge");
    for (const area of ["portal", "home", "operation", "backstage"]) {
      expect(paths).toContain(`/${area}/my-wallet`);
      expect(paths).toContain(`/${area}/usage-statistics-person`);
    }
  });

  it("资源计费设置 refuses an amount with three decimals and saves a price in cents", async () => {
    await open("/operation/charging-strategy/resource-charge-setting");
    const row = (await screen.findByText("存储资源")).closest("tr")!;
    fireEvent.click(within(row).getByRole("button", { name: "设置价格" }));
    const dialog = await screen.findByRole("dialog", { name: "设置存储资源价格" });
    fireEvent.change(within(dialog).getByLabelText(/标准价格/), { target: { value: "0.125" } });
    fireEvent.change(within(dialog).getByLabelText(/销售价格/), { target: { value: "0.1" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByText("标准价格（元）应为金额，最多两位小数")).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/标准价格/), { target: { value: "0.12" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(row).toHaveTextContent("0.12"));
    expect(row).toHaveTextContent("0.10");
    const [price] = server()
      .app.platform.db.prepare("SELECT standard_cents, sale_cents FROM charge_prices WHERE kind = 'storage'")
      .all() as {
      standard_cents: number;
      sale_cents: number;
    }[];
    expect(price).toEqual({ standard_cents: 12, sale_cents: 10 });
  });

  it("the price's 生效时间 is the workspace's date picker: typed as YYYY-MM-DD HH:mm:ss, saved as that time", async () => {
    await open("/operation/charging-strategy/resource-charge-setting");
    const row = (await screen.findByText("推理服务")).closest("tr")!;
    fireEvent.click(within(row).getByRole("button", { name: "设置价格" }));
    const dialog = await screen.findByRole("dialog", { name: "设置推理服务价格" });
    const effective = within(dialog).getByLabelText("生效时间");
    expect(effective).toHaveAttribute("type", "text");
    expect(effective).toHaveAttribute("placeholder", "YYYY-MM-DD HH:mm:ss");
    fireEvent.change(within(dialog).getByLabelText(/标准价格/), { target: { value: "1" } });
    fireEvent.change(within(dialog).getByLabelText(/销售价格/), { target: { value: "1" } });
    fireEvent.focus(effective);
    fireEvent.change(effective, { target: { value: "2030-01-02 08:30:00" } });
    fireEvent.blur(effective);
    await waitFor(() => expect(effective).toHaveValue("2030-01-02 08:30:00"));
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const saved = server()
      .app.platform.db.prepare("SELECT MAX(effective_at) AS at FROM charge_prices WHERE kind = 'inference'")
      .get() as { at: number };
    expect(saved.at).toBe(new Date(2030, 0, 2, 8, 30, 0).getTime());
  });

  it("the statistics filters are the workspace's range picker: 开始时间 至 结束时间, no native date field", async () => {
    await open("/operation/usage-statistics/resource");
    const start = await screen.findByRole("textbox", { name: "开始时间" });
    const end = screen.getByRole("textbox", { name: "结束时间" });
    expect(start).toHaveAttribute("type", "text");
    expect(end).toHaveAttribute("type", "text");
    expect(start.closest(".ws-date-range")).toHaveTextContent("至");
    expect(document.querySelector('input[type="date"], input[type="datetime-local"]')).toBeNull();
  });

  it("资源费用 recharges another account with its Idempotency-Key; the record and the balance show it", async () => {
    await open("/operation/account-resource-management/resource-cost");
    // admin's own account: the server's refusal shows in the dialog.
    const own = (await screen.findByRole("cell", { name: "admin" })).closest("tr")!;
    fireEvent.click(within(own).getByRole("button", { name: "充值" }));
    const ownDialog = await screen.findByRole("dialog", { name: "账户充值：admin" });
    fireEvent.change(within(ownDialog).getByLabelText(/充值金额/), { target: { value: "1" } });
    fireEvent.click(within(ownDialog).getByRole("button", { name: "保存" }));
    expect(await screen.findByText("不能给自己的账户充值")).toBeInTheDocument();
    fireEvent.click(within(ownDialog).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    const row = (await screen.findByRole("cell", { name: "dev" })).closest("tr")!;
    fireEvent.click(within(row).getByRole("button", { name: "充值" }));
    const dialog = await screen.findByRole("dialog", { name: "账户充值：dev" });
    fireEvent.change(within(dialog).getByLabelText(/充值金额/), { target: { value: "100.5" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(row).toHaveTextContent("100.50"));
    fireEvent.click(within(row).getByRole("button", { name: "充值记录" }));
    const records = await screen.findByRole("dialog", { name: "充值记录：dev" });
    expect(await within(records).findByText("100.50")).toBeInTheDocument();
    const stored = server()
      .app.platform.db.prepare("SELECT amount_cents, idempotency_key FROM recharges")
      .all() as { amount_cents: number; idempotency_key: string }[];
    expect(stored).toHaveLength(1);
    expect(stored[0]!.amount_cents).toBe(10_050);
    expect(stored[0]!.idempotency_key).toMatch(/^[0-9a-f]{32}$/);
  });

  it("我的钱包 asks for an HPC account when none is bound", async () => {
    await open("/home/my-wallet", "dev");
    expect(await screen.findByText("无法操作，请点击右上角头像绑定HPC账号后重试。")).toBeInTheDocument();
  });
});
