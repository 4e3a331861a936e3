// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CASE_TEXT, SHARE_CASE_BASE } from "../../src/contracts/sharing";
import { sanitizeHtml } from "../../server/lib/sanitizeHtml";
import { closeAll, get, signIn, startServer } from "./helpers";

let app: FastifyInstance;
let ops: string;
let dev: string;

const call = (method: "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
const valid = {
  title: "智慧农业病虫害识别",
  summary: "用检测模型识别病虫害",
  content: "<p>正文<strong>加粗</strong></p>",
  cover: PNG,
};

beforeAll(async () => {
  app = await startServer();
  ops = await signIn(app, "ops", "Ops@123");
  dev = await signIn(app, "dev", "Dev@123");
});
afterAll(closeAll);

describe("sanitizeHtml (the one the portal pages use too)", () => {
  it.each([
    ["<p>a<script>alert(1)</script>b</p>", "<p>ab</p>"],
    // A relative address stays (it is this site's); the handler goes.
    ['<img src="x" onerror="alert(1)">', '<img src="x">'],
    [`<img src="${PNG}" alt="图">`, `<img src="${PNG}" alt="图">`],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="java&#115;cript:alert(1)">x</a>', "<a>x</a>"],
    [
      '<a href="https://example.com" target="_blank">x</a>',
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['<p class="ql-align-center" style="position:fixed">t</p>', '<p class="ql-align-center">t</p>'],
    ['<span style="color: #e60000;">红</span>', '<span style="color: #e60000">红</span>'],
    ["<iframe src=//evil></iframe><div>1 < 2</div><!-- c -->", "<div>1 &lt; 2</div>"],
    ['<svg onload="alert(1)"><circle/></svg>ok', "ok"],
  ])("%s → %s", (input, output) => expect(sanitizeHtml(input).html).toBe(output));
});

describe("share-case (operations, sharing-A02) and the portal's public reads", () => {
  it("refuses a developer and requires the fields with their messages", async () => {
    expect((await call("POST", SHARE_CASE_BASE, dev, valid)).statusCode).toBe(403);
    for (const [change, message] of [
      [{ title: " " }, CASE_TEXT.title],
      [{ title: "题".repeat(51) }, CASE_TEXT.titleMax],
      [{ summary: "" }, CASE_TEXT.summary],
      [{ content: "<p><br></p><script>x</script>" }, CASE_TEXT.content],
      [{ cover: "data:text/html;base64,PGI+" }, CASE_TEXT.cover],
      [{ classifyId: 99_999 }, CASE_TEXT.classify],
    ] as const) {
      const response = await call("POST", SHARE_CASE_BASE, ops, { ...valid, ...change });
      expect([response.statusCode, response.json().message]).toEqual([400, message]);
    }
  });

  it("creates sanitised, shows it on the portal only once published, edits, unpublishes and deletes", async () => {
    const created = await call("POST", SHARE_CASE_BASE, ops, {
      ...valid,
      content: '<p onclick="x()">正文</p><script>alert(1)</script>',
    });
    const id = created.json().data.id as number;
    expect(created.json().data).toMatchObject({ status: 0, content: "<p>正文</p>", authorName: "运营人员" });
    expect((await call("POST", SHARE_CASE_BASE, ops, valid)).json().message).toBe(CASE_TEXT.titleTaken);
    expect((await get(app, `${SHARE_CASE_BASE}/public/${id}`)).statusCode).toBe(404);
    expect((await get(app, `${SHARE_CASE_BASE}/public-page`)).json().data.total).toBe(0);

    await call("PUT", `${SHARE_CASE_BASE}/publish`, ops, { id, status: 1 });
    const page = (
      await get(app, `${SHARE_CASE_BASE}/public-page?keyword=${encodeURIComponent("病虫害")}`)
    ).json().data;
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({
      id,
      title: valid.title,
      cover: PNG,
      classifyId: null,
      classifyName: "",
    });
    expect(page.list[0].publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const one = (await get(app, `${SHARE_CASE_BASE}/public/${id}`)).json().data;
    expect(Object.keys(one).sort()).toEqual(
      [
        "authorName",
        "classifyId",
        "classifyName",
        "content",
        "cover",
        "id",
        "publishTime",
        "summary",
        "title",
      ].sort(),
    );
    expect(one.content).toBe("<p>正文</p>");

    const edited = await call("PUT", SHARE_CASE_BASE, ops, { id, ...valid, title: "改过的标题", cover: "" });
    expect(edited.json().data).toMatchObject({ title: "改过的标题", cover: "", status: 1 });
    await call("PUT", `${SHARE_CASE_BASE}/publish`, ops, { id, status: 0 });
    expect((await get(app, `${SHARE_CASE_BASE}/public/${id}`)).statusCode).toBe(404);
    expect((await call("DELETE", `${SHARE_CASE_BASE}/${id}`, ops)).statusCode).toBe(200);
    expect((await get(app, `${SHARE_CASE_BASE}/info/${id}`, ops)).json().message).toBe(CASE_TEXT.notFound);
  });
});
