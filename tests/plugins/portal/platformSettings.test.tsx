import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { builtInPlugins } from "../../../src/plugins";
import { SYSTEM_API } from "../../../src/contracts/system";
import { renderInTestShell } from "../../../src/testing";
import { get, signIn } from "../../server/helpers";
import { cleanShellAfterEach, serverForThisFile } from "../../support/testShell";

cleanShellAfterEach();
const server = serverForThisFile();

/** Saves a 系统配置 value as admin, as the back office's form does. */
async function setConfig(key: string, value: string) {
  const app = server().app;
  const admin = await signIn(app, "admin", "Admin@123");
  const list = (await get(app, SYSTEM_API.configList, admin)).json().data as {
    id: number;
    configKey: string;
  }[];
  const row = list.find((each) => each.configKey === key)!;
  const saved = await app.inject({
    method: "PUT",
    url: SYSTEM_API.configInfo,
    headers: { authorization: `Bearer ${admin}` },
    payload: { id: row.id, configValue: value },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

const open = (route: string) =>
  renderInTestShell(null, { adapter: server().adapter, plugins: builtInPlugins, route });

describe("系统配置 takes effect where its descriptions say (visitors)", () => {
  it("the portal home shows 平台公告 on top and 平台名称, 客服电话 and 客服邮箱 in its footer; the browser's title is the name", async () => {
    await setConfig("platform.name", "星河智算平台");
    await setConfig("service.phone", "13900139000");
    await setConfig("service.email", "help@xinghe.example");
    await setConfig("portal.notice", "今晚 22:00 停机维护");
    await open("/portal/home");

    const notice = await screen.findByRole("note", { name: "平台公告" });
    expect(notice).toHaveTextContent("今晚 22:00 停机维护");
    const footer = document.querySelector<HTMLElement>(".ws-portal-footer")!;
    await waitFor(() => expect(footer).toHaveTextContent("星河智算平台"));
    expect(footer).toHaveTextContent("客服电话：13900139000");
    expect(footer).toHaveTextContent("客服邮箱：help@xinghe.example");
    await waitFor(() => expect(document.title).toBe("星河智算平台"));
  });

  it("aiHome shows the notice too", async () => {
    await setConfig("platform.name", "星河智算平台");
    await setConfig("portal.notice", "新功能上线");
    await open("/portal/aiHome");
    const notice = await screen.findByRole("note", { name: "平台公告" });
    expect(within(notice).getByText("新功能上线")).toBeInTheDocument();
  });

  it("the sign-in page is headed by the platform's name (not a third name of its own)", async () => {
    await setConfig("platform.name", "星河智算平台");
    await open("/login");
    expect(await screen.findByRole("heading", { name: "星河智算平台" })).toBeInTheDocument();
  });

  it("one name everywhere: the portal's header carries 平台名称, not a name of the portal template", async () => {
    await setConfig("platform.name", "星河智算平台");
    await open("/portal/home");
    await waitFor(() => expect(document.querySelector(".ws-portal-brand")).toHaveTextContent("星河智算平台"));
  });

  it("one name everywhere: the workspace's bar (aiHome) carries 平台名称", async () => {
    await setConfig("platform.name", "星河智算平台");
    await open("/portal/aiHome");
    await waitFor(() => expect(document.querySelector(".ws-brand")).toHaveTextContent("星河智算平台"));
  });
});
