import { fireEvent, screen, within } from "@testing-library/react";
import type { AxiosAdapter } from "axios";
import { describe, expect, it } from "vitest";
import backstage from "../../src/plugins/backstage";
import orgsPlugin from "../../src/plugins/orgs";
import { createTestCore, renderInTestShell, signInAs } from "../../src/testing";
import { jsonResponse, pathAndQuery } from "../../src/testing/adapterResponse";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";

cleanShellAfterEach();
const server = serverForThisFile();

/** Opens a page whose tree call (`treePath`) answers 500 until 重试 is pressed once it is allowed. */
async function openFailing(route: string, treePath: string) {
  const state = { failing: true };
  const real = server().adapter;
  const adapter: AxiosAdapter = async (config) =>
    state.failing && pathAndQuery(config).startsWith(treePath)
      ? jsonResponse(config, 500, { code: 500 })
      : real(config);
  const core = createTestCore({ adapter });
  await signInAs(core, "admin");
  await renderInTestShell(null, { core, plugins: [backstage, orgsPlugin], route });
  return state;
}

describe("a tree that could not be loaded", () => {
  it.each([
    [
      "行业分类",
      "/backstage/classify-management/industry-classification",
      "/api/aimanager/v1/classify/tree",
      "智能制造",
    ],
    ["组织管理", "/backstage/user-management/organ-management", "/api/aam/v1/mgmt/orgs/tree", "AI 实验室"],
  ])("%s shows the failure and 重试 instead of an empty tree", async (title, route, treePath, node) => {
    const state = await openFailing(route, treePath);
    const card = await screen.findByLabelText(title);
    const alert = await within(card).findByRole("alert");
    expect(alert).toHaveTextContent("服务器繁忙，请稍后重试");
    expect(within(card).queryByText("暂无数据")).not.toBeInTheDocument();
    state.failing = false;
    fireEvent.click(within(alert).getByRole("button", { name: "重试" }));
    expect(await within(card).findByText(node)).toBeInTheDocument();
    expect(within(card).queryByRole("alert")).not.toBeInTheDocument();
  });
});
