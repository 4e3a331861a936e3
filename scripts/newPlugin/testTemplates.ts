import type { PluginNames } from "./names";

/** tests/server/<name>.test.ts: the module through app.inject. */
export function serverTest(n: PluginNames): string {
  return `// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ${n.constant}_BASE } from "../../server/${n.name}/routes";
import { closeAll, signIn, startServer } from "./helpers";

let app: FastifyInstance;
let admin: string;
let nobody: string;

beforeAll(async () => {
  app = await startServer();
  [admin, nobody] = await Promise.all([signIn(app, "admin", "Admin@123"), signIn(app, "nobody", "Nobody@123")]);
});
afterAll(closeAll);

interface Row {
  id: number;
  name: string;
  description: string;
  createTime: string;
}
interface Page {
  list: Row[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** One call as \`token\` (none: no header); \`data\` is typed by the caller. */
const call = async <Data = Row>(
  token: string | null,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
) => {
  const response = await app.inject({
    method,
    url: \`\${${n.constant}_BASE}\${url}\`,
    headers: token ? { authorization: \`Bearer \${token}\` } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() as { code: number; message?: string; data: Data } };
};

describe("the ${n.name} module of the reference server", () => {
  it("answers 401 without a token and 403 without the page's codes", async () => {
    expect((await call(null, "GET", "/page")).status).toBe(401);
    expect((await call(nobody, "GET", "/page")).status).toBe(403);
    expect((await call(nobody, "POST", "", { name: "x" })).status).toBe(403);
  });

  it("answers 400 with a message on a bad body, a bad id or bad paging", async () => {
    expect(await call(admin, "POST", "", { name: 5 })).toEqual({
      status: 400,
      body: { code: 400, message: "参数 name 不合法" },
    });
    expect((await call(admin, "POST", "", { name: "  " })).body.message).toBe("名称不能为空");
    expect((await call(admin, "POST", "", { name: "名".repeat(51) })).body.message).toBe("名称不能超过50个字符");
    expect((await call(admin, "DELETE", "/0x10")).status).toBe(400);
    expect((await call(admin, "GET", "/page?pageNum=0")).status).toBe(400);
  });

  it("creates, lists, edits and deletes the user's rows", async () => {
    const created = await call(admin, "POST", "", { name: " 甲 ", description: "第一条" });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ name: "甲", description: "第一条" });
    expect(created.body.data.createTime).toMatch(/^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$/);
    const id = created.body.data.id;
    expect((await call(admin, "POST", "", { name: "甲" })).body.message).toBe("名称已存在");

    expect((await call(admin, "PUT", "", { id, name: "甲改", description: "" })).body.data).toMatchObject({
      id,
      name: "甲改",
      description: "",
    });
    const listed = await call<Page>(admin, "GET", \`/page?name=\${encodeURIComponent("甲")}\`);
    expect(listed.body.data.list.map((row) => row.name)).toEqual(["甲改"]);

    expect((await call(admin, "DELETE", \`/\${id}\`)).status).toBe(200);
    expect((await call(admin, "DELETE", \`/\${id}\`)).body).toEqual({ code: 404, message: "记录不存在" });
    expect((await call(admin, "PUT", "", { id, name: "乙" })).status).toBe(404);
  });

  it("pages newest first, with the total, and filters by a name containing the text (wildcards literal)", async () => {
    for (let index = 1; index <= 12; index++) await call(admin, "POST", "", { name: \`页\${index}\` });
    await call(admin, "POST", "", { name: "100%" });
    const second = await call<Page>(admin, "GET", \`/page?pageNum=2&pageSize=5&name=\${encodeURIComponent("页")}\`);
    expect(second.body.data).toMatchObject({ total: 12, pageNum: 2, pageSize: 5 });
    expect(second.body.data.list.map((row) => row.name)).toEqual(["页7", "页6", "页5", "页4", "页3"]);
    const percent = await call<Page>(admin, "GET", \`/page?name=\${encodeURIComponent("%")}\`);
    expect(percent.body.data.list.map((row) => row.name)).toEqual(["100%"]);
  });
});
`;
}

/** tests/plugins/<name>.api.test.ts: the client calls against the reference server. */
export function apiTest(n: PluginNames): string {
  return `import { describe, expect, it } from "vitest";
import { ${n.camel}Api } from "../../src/plugins/${n.name}/api";
import { failureText } from "../../src/ui/kit/list";
import { createTestCore, signInAs } from "../../src/testing";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";

cleanShellAfterEach();
const server = serverForThisFile();

async function signedInApi() {
  const core = createTestCore({ adapter: server().adapter });
  await signInAs(core, "admin");
  return ${n.camel}Api(core.http);
}

describe("the ${n.name} api", () => {
  it("creates, pages with a name filter, updates and removes rows", async () => {
    const api = await signedInApi();
    const first = await api.create({ name: "接口一", description: "说明" });
    await api.create({ name: "接口二", description: "" });
    expect(first).toMatchObject({ name: "接口一", description: "说明" });

    const page = await api.page({ pageNum: 1, pageSize: 10, name: "接口" });
    expect([page.total, page.list.map((row) => row.name)]).toEqual([2, ["接口二", "接口一"]]);
    expect((await api.page({ pageNum: 1, pageSize: 10, name: "一" })).list.map((row) => row.id)).toEqual([first.id]);

    expect(await api.update(first.id, { name: "接口一改", description: "" })).toMatchObject({ name: "接口一改" });
    await api.remove(first.id);
    expect((await api.page({ pageNum: 1, pageSize: 10, name: "接口" })).list.map((row) => row.name)).toEqual([
      "接口二",
    ]);
  });

  it("rejects a refused call with the server's reason", async () => {
    const api = await signedInApi();
    await api.create({ name: "重名", description: "" });
    const refused = await api.create({ name: "重名", description: "" }).catch((error: unknown) => error);
    expect(failureText(refused)).toBe("名称已存在");
  });
});
`;
}

/** tests/plugins/<name>.page.test.tsx: the manifest, and the page against the reference server. */
export function pageTest(n: PluginNames): string {
  const page = `${n.constant}_PAGE`;
  return `import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { builtInPlugins } from "../../src/plugins";
import ${n.camel}Plugin, { ${n.constant}_CODES, ${page} } from "../../src/plugins/${n.name}";
import { ${n.camel}Api } from "../../src/plugins/${n.name}/api";
import { createPluginTester, createTestCore, renderInTestShell, signInAs } from "../../src/testing";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";

cleanShellAfterEach();
const server = serverForThisFile();

/** The table's rows as their name cells. */
const namesIn = (table: HTMLElement) =>
  within(table)
    .queryAllByRole("row")
    .slice(1)
    .map((row) => row.querySelector("td")?.textContent ?? "");

async function openPage() {
  const core = createTestCore({ adapter: server().adapter });
  await signInAs(core, "admin");
  await renderInTestShell(null, { core, plugins: [${n.camel}Plugin], route: ${page}.link() });
  return { core, table: await screen.findByRole("table", { name: ${JSON.stringify(n.title)} }) };
}

describe("the ${n.name} plugin", () => {
  it("registers beside every built-in plugin without a clash, on its page with its codes", () => {
    const others = builtInPlugins.filter((plugin) => plugin.id !== ${n.camel}Plugin.id);
    const tester = createPluginTester(${n.camel}Plugin, { alongside: others });
    expect(tester.errors).toEqual([]);
    expect(tester.routes.map((route) => [route.path, route.permission])).toEqual([[${page}.path, ${n.constant}_CODES]]);
    expect(builtInPlugins).toContain(${n.camel}Plugin);
  });

  it("adds a row through the dialog, with the form's rules, and refuses a taken name keeping what was typed", async () => {
    const { table } = await openPage();
    expect(await within(table).findByText("暂无数据")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "新增记录" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByText("请输入名称")).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/名称/), { target: { value: "第一条" } });
    fireEvent.change(within(dialog).getByLabelText(/描述/), { target: { value: "说明" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(namesIn(table)).toEqual(["第一条"]));
    expect(screen.getByText("共 1 条")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "新增记录" }));
    const again = await screen.findByRole("dialog");
    fireEvent.change(within(again).getByLabelText(/名称/), { target: { value: "第一条" } });
    fireEvent.click(within(again).getByRole("button", { name: "保存" }));
    expect(await within(again).findByText("名称已存在")).toBeInTheDocument();
    expect(within(again).getByLabelText(/名称/)).toHaveValue("第一条");
  });

  it("filters by name with 查询 and 重置, edits a row and deletes it after 确认删除", async () => {
    const { core, table } = await openPage();
    const api = ${n.camel}Api(core.http);
    await api.create({ name: "苹果", description: "" });
    await api.create({ name: "香蕉", description: "" });
    fireEvent.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() => expect(namesIn(table)).toEqual(expect.arrayContaining(["苹果", "香蕉"])));

    fireEvent.change(screen.getByRole("textbox", { name: "名称" }), { target: { value: "苹" } });
    fireEvent.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() => expect(namesIn(table)).toEqual(["苹果"]));
    fireEvent.click(screen.getByRole("button", { name: "重置" }));
    await waitFor(() => expect(namesIn(table)).toEqual(expect.arrayContaining(["苹果", "香蕉"])));
    expect(screen.getByRole("textbox", { name: "名称" })).toHaveValue("");

    const row = () => within(table).getByText("香蕉").closest("tr") as HTMLElement;
    fireEvent.click(within(row()).getByRole("button", { name: "编辑" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("编辑记录")).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/描述/), { target: { value: "黄色" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(within(row()).getByText("黄色")).toBeInTheDocument());

    fireEvent.click(within(row()).getByRole("button", { name: "删除" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent("确认删除“香蕉”吗？");
    fireEvent.click(within(confirm).getByRole("button", { name: "确认" }));
    await waitFor(() => expect(namesIn(table)).not.toContain("香蕉"));
    expect(namesIn(table)).toContain("苹果");
  });
});
`;
}
