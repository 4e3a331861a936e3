// @vitest-environment node
import { STORAGE_API } from "../../src/contracts/storage";
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "../../src/core/config";
import { route, type DeclaredRoute } from "../../server/http";
import { STORAGE_CODE } from "../../server/storage/gatewayRoutes";
import { closeAll, signIn, startServer } from "./helpers";
import { multipart } from "./storageHelpers";

let app: FastifyInstance;
let annot1: string;
let admin: string;
beforeAll(async () => {
  app = await startServer();
  [annot1, admin] = await Promise.all([
    signIn(app, "annot1", "Annot1@123"),
    signIn(app, "admin", "Admin@123"),
  ]);
});
afterAll(closeAll);

/** The route's URL with each path parameter set to 1. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, "1");
const apiRoutes = () => app.routeTable.filter((entry) => entry.url.startsWith("/api/"));
const call = (entry: DeclaredRoute, token?: string) =>
  app.inject({
    method: entry.method as "GET",
    url: concrete(entry.url),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe("every route declares who may call it", () => {
  it("lists the API's routes, each with an access rule", () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(80);
    for (const entry of routes) expect(entry.access, `${entry.method} ${entry.url}`).toBeDefined();
    const publicOnes = routes.filter((entry) => entry.access === "public").map((entry) => entry.url);
    expect(publicOnes.sort()).toEqual(
      [
        "/api/auth/oauth2/token",
        API.authorizeToken,
        `${STORAGE_API.fileItemRaw}/:ticket`,
        // The portal's expert centre, for visitors: only experts marked public (ai-domain §2, back office).
        "/api/aimanager/v1/professor/public-page",
        // The portal's global search and app store, for visitors: public items only (ai-domain §2, portal routes).
        "/api/aimanager/v1/data-set-history/portal-search-result",
        "/api/aimanager/v1/tb-algorithm-manage/portal-search-result",
        "/api/aimanager/v1/model-history/portal-search-result",
        "/api/aimanager/v1/classify/tree",
        // What a search result opens for visitors: a public dataset (versions, items, images), a public
        // algorithm's and model's public versions; anything private answers 404.
        "/api/aimanager/v1/data-set/public/:id",
        "/api/aimanager/v1/data-set-history/public-list",
        "/api/aimanager/v1/data-set-item/public-page",
        "/api/aimanager/v1/data-set-item/public-file/:id",
        // A share link's holder, signed out (/home/sharePage?token=): the shared version, its items and
        // images, while the link is neither revoked nor expired (410 then).
        "/api/aimanager/v1/data-set-history/shared/:token",
        "/api/aimanager/v1/data-set-history/shared/:token/file/:itemId",
        "/api/aimanager/v1/data-set-history/shared/:token/items",
        "/api/aimanager/v1/tb-algorithm-manage/public/:id",
        "/api/aimanager/v1/tb-algorithm-version/public-list",
        "/api/aimanager/v1/model-manage/public/:id",
        "/api/aimanager/v1/model-history/public-list",
        // The portal's feedback form (visitors too) and its published cases (ai-domain §2, operations).
        "/api/ai-cloud-platform/v1/feedback/info",
        "/api/aimanager/v1/share-case/public-page",
        "/api/aimanager/v1/share-case/public/:id",
        // The portal's content for visitors: settings, menus, pages and the seeded pictures (ai-domain §3, portal content).
        "/api/yx-cloud-platform/v1/portal/info",
        "/api/yx-cloud-platform/v1/portal/menu",
        "/api/yx-cloud-platform/v1/page-config/:id",
        "/api/yx-cloud-platform/v1/page-config/code/:code",
        "/api/yx-cloud-platform/v1/page-config/documentation",
        "/api/ai-cloud-platform/v1/decoration/file/:id",
        // Published services (ai-domain §7, published services): the portal's public services and demo, and each service's
        // inference endpoint, which takes a service token instead of a session.
        "/api/aimanager/v1/publish-manage/public-page",
        "/api/aimanager/v1/publish-manage/public/:id",
        "/api/aimanager/v1/publish-manage/portal-search-result",
        "/api/aimanager/v1/publish-manage/demo/:id",
        "/api/aimanager/v1/services/:id/predict",
        // The visitor-facing settings of 系统配置 (platform name, service phone and mail, notice).
        "/api/aimanager/v1/platform/public-settings",
      ].sort(),
    );
  });

  it("answers 401 没有权限，请登录后重试！ to a caller without a token, on every route that is not public", async () => {
    for (const entry of apiRoutes().filter((candidate) => candidate.access !== "public")) {
      const response = await call(entry);
      expect([`${entry.method} ${entry.url}`, response.statusCode, response.json()]).toEqual([
        `${entry.method} ${entry.url}`,
        401,
        // Every refusal carries its message (storage-file-manager §8); a storage gateway route its `info` too.
        entry.gateway
          ? { code: 401, message: "没有权限，请登录后重试！", info: "没有权限，请登录后重试！" }
          : { code: 401, message: "没有权限，请登录后重试！" },
      ]);
    }
  });

  it("refuses, when the server starts, an /api route added without an access rule", async () => {
    const bare = await startServer();
    expect(() => bare.get("/api/aimanager/v1/unguarded", async () => "open")).toThrow(
      /declares no access rule/,
    );
  });
});

describe("storage needs storageM-look", () => {
  // storageM-look alone, or with a button's code (download, upload: allOf).
  const storageRoutes = () =>
    apiRoutes().filter(
      (entry) =>
        typeof entry.access === "object" &&
        ("anyOf" in entry.access ? entry.access.anyOf : entry.access.allOf).includes(STORAGE_CODE),
    );

  it("covers every call of the storage gateway", () => {
    const urls = new Set(storageRoutes().map((entry) => entry.url));
    for (const url of [
      STORAGE_API.storageUserPath,
      STORAGE_API.storageToken,
      STORAGE_API.storageQuotas,
      STORAGE_API.storageTime,
      STORAGE_API.storageDirInfo,
      STORAGE_API.storageView,
      STORAGE_API.storageDownload,
      STORAGE_API.storageOpt,
      `${STORAGE_API.storageOpt}/:id`,
      STORAGE_API.storageUpload,
      STORAGE_API.storageUploadOffset,
    ])
      expect(urls, url).toContain(url);
  });

  it("answers 403 to an annotator (no storageM-look) on each of them, before the HPC check", async () => {
    for (const entry of storageRoutes()) {
      const response = await call(entry, annot1);
      expect([`${entry.method} ${entry.url}`, response.statusCode, response.json()]).toEqual([
        `${entry.method} ${entry.url}`,
        403,
        { code: 403, message: "拒绝访问", info: "拒绝访问" },
      ]);
    }
    // ?token= on a browser URL is checked the same way
    const download = await app.inject({
      url: `${STORAGE_API.storageDownload}?file=/GPUFS/annot1/a.txt&token=${annot1}`,
    });
    expect(download.statusCode).toBe(403);
  });

  it("lets the annotator use the shared helpers: the chunk upload and the file service", async () => {
    const bytes = Buffer.from("标注员的图片");
    const form = await multipart(
      {
        chunkNumber: "1",
        chunkSize: "1048576",
        currentChunkSize: String(bytes.length),
        totalSize: String(bytes.length),
        identifier: createHash("md5").update(bytes).digest("hex"),
        filename: "a.png",
        totalChunks: "1",
      },
      [{ field: "file", name: "a.png", bytes }],
    );
    const chunk = await app.inject({
      method: "POST",
      url: STORAGE_API.chunkUpload,
      headers: { ...form.headers, authorization: `Bearer ${annot1}` },
      payload: form.payload,
    });
    expect(chunk.json()).toMatchObject({ code: 200, data: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const item = await app.inject({
      url: `${STORAGE_API.fileItemByTicket}?fileTicket=${chunk.json().data}`,
      headers: { authorization: `Bearer ${annot1}` },
    });
    expect(item.json().data).toMatchObject({ name: "a.png", content: bytes.toString("base64") });
  });

  it("still serves the storage manager to a holder of the code (admin)", async () => {
    const response = await app.inject({
      url: STORAGE_API.storageUserPath,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.json()).toMatchObject({ code: 200, spec: ["GPUFS", "PUBLIC"] });
  });
});

describe("the one error handler", () => {
  it("answers an unexpected failure 500 服务器繁忙，请稍后重试 without details, and logs it", async () => {
    const lines: string[] = [];
    const logged = await startServer({
      logger: { level: "error", stream: { write: (line: string) => void lines.push(line) } },
    });
    route(logged, {
      method: "GET",
      url: "/api/aimanager/v1/always-fails",
      access: "public",
      handler: () => {
        throw new Error("the disk is on fire");
      },
    });
    const response = await logged.inject({ url: "/api/aimanager/v1/always-fails" });
    expect([response.statusCode, response.json()]).toEqual([
      500,
      { code: 500, message: "服务器繁忙，请稍后重试" },
    ]);
    expect(lines.join("\n")).toContain("the disk is on fire");
  });

  it("answers an unknown /api route 404 in the envelope", async () => {
    const response = await app.inject({
      url: "/api/no/such/thing",
      headers: { authorization: `Bearer ${admin}` },
    });
    expect([response.statusCode, response.json()]).toEqual([404, { code: 404, message: "请求地址无效" }]);
  });
});
