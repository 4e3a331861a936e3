import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { builtInPlugins } from "../../src/plugins";
import sharingPlugin from "../../src/plugins/sharing";
import { centsOf, priceInput, priceText } from "../../src/plugins/sharing/money";
import { createDataset, updateDatasetPublic } from "../../src/plugins/datasets/api";
import { createPluginTester } from "../../src/testing";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";
import { signIn } from "../server/helpers";
import { openDatasetsPage, uniqueName } from "./datasets.shell";

cleanShellAfterEach();
const server = serverForThisFile();

describe("money", () => {
  it.each([
    ["19.9", 1990],
    ["20", 2000],
    ["0.01", 1],
    ["0.1", 10],
    ["19.999", null],
    ["-1", null],
    ["1e3", null],
    ["", null],
  ])("centsOf(%s) is %s", (text, cents) => expect(centsOf(text)).toBe(cents));

  // A custom price shows like all money (spec §9: five digits or more in 万 with two decimals).
  it.each([
    [0, "0.00"],
    [1990, "19.90"],
    [5, "0.05"],
    [1234567, "1.23万"],
    [123456789, "123.46万"],
  ])("a custom price of %s cents shows %s", (cents, text) =>
    expect(priceText({ price: cents, priceSet: true })).toBe(text),
  );

  it("shows 按收费标准 while no custom price is set, and the form field never in 万", () => {
    expect(priceText({ price: 0, priceSet: false })).toBe("按收费标准");
    expect(priceInput({ price: 0, priceSet: false })).toBe("");
    expect(priceInput({ price: 123456789, priceSet: true })).toBe("1234567.89");
  });
});

describe("the sharing plugin", () => {
  it("claims 共享管理 and 案例分享管理 beside every built-in plugin, without a clash", () => {
    const tester = createPluginTester(sharingPlugin, {
      alongside: builtInPlugins.filter((plugin) => plugin.id !== "sharing"),
    });
    expect(tester.errors).toEqual([]);
    expect(tester.routes.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        "/operation/workorder-management/sharing-management",
        "/operation/workorder-management/share-management",
      ]),
    );
  });

  it("offers 申请共享 on another user's public dataset, not on the user's own", async () => {
    const others = uniqueName("他人公开");
    const app = server().app;
    const dev2 = await signIn(app, "dev2", "Dev2@123");
    const created = await app.inject({
      method: "POST",
      url: "/api/aimanager/v1/data-set/data",
      headers: { authorization: `Bearer ${dev2}` },
      payload: { dataSetName: others },
    });
    await app.inject({
      method: "PUT",
      url: "/api/aimanager/v1/data-set/updatePublic",
      headers: { authorization: `Bearer ${dev2}` },
      payload: { id: created.json().data.id, isPublic: 1 },
    });
    const own = uniqueName("自己公开");
    await openDatasetsPage(
      server(),
      async (core) => {
        const mine = await createDataset(core.http, { dataSetName: own, description: "" });
        await updateDatasetPublic(core.http, mine.id, true);
        return "/home/dataset-management/dataset/overview";
      },
      "dev",
      { plugins: [sharingPlugin] },
    );
    const list = await screen.findByRole("table", { name: "公开数据集" });
    const rowOf = async (name: string) => (await within(list).findByText(name)).closest("tr") as HTMLElement;
    expect(within(await rowOf(others)).getByRole("button", { name: "申请共享" })).toBeInTheDocument();
    expect(within(await rowOf(own)).queryByRole("button", { name: "申请共享" })).toBeNull();
  });
  it("the 申请共享 dialog closes with its page: Back or a typed hash leaves no dialog open", async () => {
    const app = server().app;
    const dev2 = await signIn(app, "dev2", "Dev2@123");
    const others = uniqueName("随页关闭");
    const created = await app.inject({
      method: "POST",
      url: "/api/aimanager/v1/data-set/data",
      headers: { authorization: `Bearer ${dev2}` },
      payload: { dataSetName: others },
    });
    await app.inject({
      method: "PUT",
      url: "/api/aimanager/v1/data-set/updatePublic",
      headers: { authorization: `Bearer ${dev2}` },
      payload: { id: created.json().data.id, isPublic: 1 },
    });
    await openDatasetsPage(server(), async () => "/home/dataset-management/dataset/overview", "dev", {
      plugins: [sharingPlugin],
    });
    const list = await screen.findByRole("table", { name: "公开数据集" });
    const row = (await within(list).findByText(others)).closest("tr") as HTMLElement;
    fireEvent.click(within(row).getByRole("button", { name: "申请共享" }));
    expect(await screen.findByRole("dialog", { name: `申请共享：${others}` })).toBeInTheDocument();

    window.location.hash = "#/portal/home";
    await waitFor(() => expect(screen.queryByRole("dialog", { name: `申请共享：${others}` })).toBeNull());
  });

  it("申请共享 on a resource already granted says so instead of asking for a reason", async () => {
    const app = server().app;
    const [dev, dev2, ops] = await Promise.all([
      signIn(app, "dev", "Dev@123"),
      signIn(app, "dev2", "Dev2@123"),
      signIn(app, "ops", "Ops@123"),
    ]);
    const as = (token: string, method: "POST" | "PUT", url: string, payload: object) =>
      app.inject({
        method,
        url: `/api/aimanager/v1/${url}`,
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    const publicDataset = async (name: string) => {
      const id = (await as(dev2, "POST", "data-set/data", { dataSetName: name })).json().data.id as number;
      await as(dev2, "PUT", "data-set/updatePublic", { id, isPublic: 1 });
      return id;
    };
    const granted = uniqueName("已获共享");
    const other = uniqueName("未申请");
    const grantedId = await publicDataset(granted);
    await publicDataset(other);
    const order = (
      await as(dev, "POST", "apply-order/create", { resourceType: 1, resourceId: grantedId, reason: "训练" })
    ).json();
    expect(
      (await as(ops, "PUT", `apply-order/approve/${order.data.id}`, { status: 2 })).json().data.status,
    ).toBe(2);

    await openDatasetsPage(server(), async () => "/home/dataset-management/dataset/overview", "dev", {
      plugins: [sharingPlugin],
    });
    const list = await screen.findByRole("table", { name: "公开数据集" });
    const rowOf = async (name: string) => (await within(list).findByText(name)).closest("tr") as HTMLElement;

    fireEvent.click(within(await rowOf(granted)).getByRole("button", { name: "申请共享" }));
    const told = await screen.findByRole("dialog", { name: `申请共享：${granted}` });
    expect(within(told).getByRole("status")).toHaveTextContent("已获得该资源的使用权限，无需再次申请");
    expect(within(told).queryByLabelText(/申请理由/)).toBeNull();
    fireEvent.click(within(told).getByRole("button", { name: "关闭" }));

    fireEvent.click(within(await rowOf(other)).getByRole("button", { name: "申请共享" }));
    const form = await screen.findByRole("dialog", { name: `申请共享：${other}` });
    expect(await within(form).findByLabelText(/申请理由/)).toBeInTheDocument();
  });
});
