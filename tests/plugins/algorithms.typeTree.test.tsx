import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import algorithms from "../../src/plugins/algorithms";
import "../../src/plugins/algorithms/AlgorithmsPage";
import devPlatform from "../../src/plugins/dev-platform";
import { createTestCore, renderInTestShell, signInAs } from "../../src/testing";
import { signIn } from "../server/helpers";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";

cleanShellAfterEach();
const server = serverForThisFile();

async function openTree(who: "dev" | "admin") {
  const core = createTestCore({ adapter: server().adapter });
  await signInAs(core, who);
  await renderInTestShell(null, {
    core,
    plugins: [devPlatform, algorithms],
    route: "/home/model-management/algorithm-management",
  });
  await screen.findByRole("heading", { name: "算法管理" });
  await waitFor(() => expect(screen.getByText("计算机视觉")).toBeInTheDocument());
}

describe("算法管理's type tree", () => {
  it("offers a developer no change to the platform's root types, and 编辑/删除 on their own sub-type", async () => {
    const app = server().app;
    const token = await signIn(app, "dev", "Dev@123");
    const inject = (method: "GET" | "POST", url: string, payload?: object) =>
      app.inject({
        method,
        url: `/api/aimanager/v1${url}`,
        payload,
        headers: { authorization: `Bearer ${token}` },
      });
    const [root] = (await inject("GET", "/algorithm-type/parents")).json().data as {
      id: number;
      name: string;
    }[];
    await inject("POST", "/algorithm-type", { name: "树测试子类型", parentId: root!.id });

    await openTree("dev");
    expect(screen.queryByRole("button", { name: "新增一级类型" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByText(root!.name));
    expect(await screen.findByRole("button", { name: "新增子类型" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "编辑" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "删除" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByText("树测试子类型"));
    expect(await screen.findByRole("button", { name: "编辑" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "删除" })).toBeInTheDocument();
  });

  it("offers the back office 新增一级类型 and 编辑 on a root type", async () => {
    await openTree("admin");
    expect(screen.getByRole("button", { name: "新增一级类型" })).toBeInTheDocument();
    fireEvent.click(screen.getByText("计算机视觉"));
    expect(await screen.findByRole("button", { name: "编辑" })).toBeInTheDocument();
  });
});
