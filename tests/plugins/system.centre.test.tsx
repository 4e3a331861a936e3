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

const { default: backstage } = await import("../../src/plugins/backstage");
const { default: systemPlugin } = await import("../../src/plugins/system");
await import("../../src/plugins/system/SystemOverviewPage");
await import("../../src/plugins/system/NodePage");
await import("../../src/plugins/system/UsersPermissionsPage");
const { createTestCore, renderInTestShell, signInAs } = await import("../../src/testing");
const { cleanShellAfterEach, serverForThisFile } = await import("../support/testShell");

cleanShellAfterEach();
const server = serverForThisFile();
const PAGES = "/backstage/system-management";

async function openAsAdmin(page: string) {
  const core = createTestCore({ adapter: server().adapter });
  core.plugins.register(backstage);
  core.plugins.register(systemPlugin);
  await core.plugins.activateAll();
  await signInAs(core, "admin");
  await renderInTestShell(null, { core, route: `${PAGES}/${page}` });
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole("row").slice(1);

describe("system management pages", () => {
  it("系统概览 shows the centre's numbers, both charts and the node and pod tables", async () => {
    drawn.length = 0;
    await openAsAdmin("system-overview");
    const tile = await screen.findByRole("group", { name: "节点总数" });
    await waitFor(() => expect(tile).toHaveTextContent(/^节点总数24/));
    await waitFor(() =>
      expect(new Set(drawn.map((chart) => chart.type))).toEqual(new Set(["doughnut", "line"])),
    );
    const line = drawn.findLast((chart) => chart.type === "line")!;
    expect(line.data.labels).toHaveLength(24);
    expect(line.data.datasets).toHaveLength(2);
    const doughnut = drawn.findLast((chart) => chart.type === "doughnut")!;
    expect(doughnut.data.datasets[0].data.reduce((sum, n) => sum + n, 0)).toBe(24);
    const nodes = await screen.findByRole("table", { name: "节点列表" });
    await waitFor(() => expect(bodyRows(nodes)).toHaveLength(10));
    expect(screen.getAllByRole("navigation", { name: "pager" })[0].textContent).toContain("共 24 条");
    const pods = screen.getByRole("table", { name: "容器列表" });
    await waitFor(() => expect(within(pods).getAllByText(/^(train|infer)-[0-9a-f]{8}$/).length).toBe(10));
    // A pod is not a node: its status column says 容器状态.
    expect(within(pods).getByRole("columnheader", { name: "容器状态" })).toBeInTheDocument();
    expect(within(pods).queryByRole("columnheader", { name: "节点状态" })).toBeNull();
  });

  it("节点管理 filters by status and shows a node's 24 hours", async () => {
    drawn.length = 0;
    await openAsAdmin("node");
    const table = await screen.findByRole("table", { name: "节点列表" });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
    fireEvent.change(screen.getByRole("combobox", { name: "节点状态" }), {
      target: { value: "maintenance" },
    });
    fireEvent.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    expect(bodyRows(table)[0]).toHaveTextContent("b-cn008");
    expect(bodyRows(table)[0]).toHaveTextContent("维护中");
    fireEvent.click(within(bodyRows(table)[0]).getByRole("button", { name: "查看" }));
    expect(
      await screen.findByRole("dialog", { name: "节点使用率（近24小时）：b-cn008" }),
    ).toBeInTheDocument();
    // In maintenance all day: nothing to draw, so the empty text shows instead of a chart.
    expect(
      await screen.findByLabelText("节点使用率（近24小时）：b-cn008", { selector: ".kit-chart-empty" }),
    ).toBeInTheDocument();
  });

  it("用户与权限 finds who holds a code and lists a user's codes with their menus", async () => {
    await openAsAdmin("users-and-permissions");
    const table = await screen.findByRole("table", { name: "用户与权限" });
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(3));
    // The same word as 用户配置 for a user not yet audited.
    const pending = bodyRows(table).find(
      (row) => within(row).getAllByRole("cell")[0].textContent === "pending",
    )!;
    expect(pending).toHaveTextContent("待审核");
    expect(pending).not.toHaveTextContent("未审核");
    fireEvent.change(screen.getByRole("textbox", { name: "权限编码" }), {
      target: { value: "system-manage" },
    });
    fireEvent.click(screen.getByRole("button", { name: "查询" }));
    const accounts = () => bodyRows(table).map((row) => within(row).getAllByRole("cell")[0].textContent);
    // dev holds no back-office code: once the filter applies, admin is listed and dev is not.
    await waitFor(() => expect(accounts()).not.toContain("dev"));
    expect(accounts()).toContain("admin");
    expect(accounts()).not.toContain("nobody");
    const admin = bodyRows(table).find((row) => within(row).getAllByRole("cell")[0].textContent === "admin")!;
    expect(admin).toHaveTextContent("后台管理");
    fireEvent.click(within(admin).getByRole("button", { name: "查看" }));
    const dialog = await screen.findByRole("dialog");
    const codeRow = within(dialog).getByRole("row", { name: /^system-manage/ });
    expect(codeRow).toHaveTextContent("系统管理");
  });
});
