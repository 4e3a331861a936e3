import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import operation from "../../src/plugins/operation";
import sharingPlugin from "../../src/plugins/sharing";
// Loaded before the test starts: its lazy import would otherwise be compiled inside the test's time.
import "../../src/plugins/sharing/SharingManagementPage";
import { OPERATIONS } from "../../src/plugins/shared/menus/operations";
import { createTestCore, renderInTestShell, signInAs } from "../../src/testing";
import { signIn } from "../server/helpers";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";

cleanShellAfterEach();
const server = serverForThisFile();

describe("共享管理 and the signed-in user's own order", () => {
  it("shows admin no 定价 or 通过 on the order admin applied for, and both on dev's", async () => {
    const app = server().app;
    const as = (token: string, method: "POST" | "PUT", url: string, payload: object) =>
      app.inject({
        method,
        url: `/api/aimanager/v1/${url}`,
        payload,
        headers: { authorization: `Bearer ${token}` },
      });
    const [admin, dev, dev2] = await Promise.all([
      signIn(app, "admin", "Admin@123"),
      signIn(app, "dev", "Dev@123"),
      signIn(app, "dev2", "Dev2@123"),
    ]);
    const id = (await as(dev2, "POST", "data-set/data", { dataSetName: "自审数据" })).json().data
      .id as number;
    await as(dev2, "PUT", "data-set/updatePublic", { id, isPublic: 1 });
    for (const token of [admin, dev])
      expect(
        (await as(token, "POST", "apply-order/create", { resourceType: 1, resourceId: id, reason: "训练" }))
          .statusCode,
      ).toBe(200);

    const core = createTestCore({ adapter: server().adapter });
    for (const plugin of [operation, sharingPlugin]) core.plugins.register(plugin);
    await core.plugins.activateAll();
    await signInAs(core, "admin");
    await renderInTestShell(null, { core, route: OPERATIONS.workOrders.sharing.path });
    const table = await screen.findByRole("table", { name: "共享管理" });
    const rowOf = async (name: string) => (await within(table).findByRole("cell", { name })).closest("tr")!;
    const own = await rowOf("管理员");
    const devs = await rowOf("开发者");
    expect(within(devs).getByRole("button", { name: "通过" })).toBeInTheDocument();
    expect(within(devs).getByRole("button", { name: "定价" })).toBeInTheDocument();
    expect(within(own).queryByRole("button", { name: "通过" })).not.toBeInTheDocument();
    expect(within(own).queryByRole("button", { name: "定价" })).not.toBeInTheDocument();
  });
});
