import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import axios, { AxiosError, type AxiosInstance } from "axios";
import Fastify, { type FastifyInstance } from "fastify";
import formBody from "@fastify/formbody";
import { API } from "../../src/core/config";
import {
  createServerAdapter,
  createTestCore,
  renderInTestShell,
  seedSession,
  signInAs,
} from "../../src/testing";
import { useSession } from "../../src/ui/CoreContext";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";

cleanShellAfterEach();
const server = serverForThisFile();

describe("createServerAdapter: axios requests answered by a Fastify app's inject()", () => {
  let echo: FastifyInstance;
  let client: AxiosInstance;

  beforeAll(async () => {
    echo = Fastify();
    await echo.register(formBody);
    echo.all("/echo", async (request) => ({
      method: request.method,
      url: request.url,
      contentType: request.headers["content-type"] ?? null,
      custom: request.headers["x-custom"] ?? null,
      body: request.body ?? null,
    }));
    echo.get("/status/:code", async (request, reply) =>
      reply.code(Number((request.params as { code: string }).code)).send({ message: "状态码回显" }),
    );
    client = axios.create({ adapter: createServerAdapter(echo) });
  });
  afterAll(() => echo.close());

  it("sends the method, the path with serialised params and the headers", async () => {
    const { data, status } = await client.get("/echo", {
      params: { q: "数据 集", page: 2 },
      headers: { "X-Custom": "yes" },
    });
    expect(status).toBe(200);
    expect(data).toMatchObject({ method: "GET", custom: "yes" });
    expect(new URL(data.url, "http://x").searchParams.get("q")).toBe("数据 集");
    expect(new URL(data.url, "http://x").searchParams.get("page")).toBe("2");
  });

  it("sends JSON, form (URLSearchParams) and string bodies", async () => {
    const json = await client.post("/echo", { name: "模型", tags: ["a"] });
    expect(json.data).toMatchObject({ method: "POST", body: { name: "模型", tags: ["a"] } });
    expect(json.data.contentType).toMatch(/^application\/json/);

    const form = await client.put(
      "/echo",
      new URLSearchParams({ username: "admin", grant_type: "password" }),
    );
    expect(form.data).toMatchObject({ method: "PUT", body: { username: "admin", grant_type: "password" } });
    expect(form.data.contentType).toMatch(/^application\/x-www-form-urlencoded/);

    const text = await client.post("/echo", "纯文本", { headers: { "Content-Type": "text/plain" } });
    expect(text.data).toMatchObject({ body: "纯文本" });
  });

  it("rejects a non-2xx answer like axios does: an AxiosError with the response", async () => {
    const notFound = await client.get("/status/404").catch((error: unknown) => error);
    expect(axios.isAxiosError(notFound)).toBe(true);
    expect((notFound as AxiosError).code).toBe(AxiosError.ERR_BAD_REQUEST);
    expect((notFound as AxiosError).response?.status).toBe(404);
    expect((notFound as AxiosError).response?.data).toEqual({ message: "状态码回显" });

    const busy = await client.get("/status/503").catch((error: unknown) => error);
    expect((busy as AxiosError).code).toBe(AxiosError.ERR_BAD_RESPONSE);
    expect((busy as AxiosError).message).toBe("Request failed with status code 503");

    const accepted = await client.get("/status/404", { validateStatus: () => true });
    expect(accepted.status).toBe(404);
  });
});

describe("the core's client through the reference server", () => {
  it("a call without a token gets the server's 401, and the core shows its catalogue text", async () => {
    const core = createTestCore({ adapter: server().adapter });
    const tips: string[] = [];
    core.bus.on("ui.tip").subscribe(({ payload }) => tips.push(payload.message));

    const failure = await core.http.get(API.userInfo).catch((error: unknown) => error);

    expect((failure as AxiosError).response?.status).toBe(401);
    expect(tips).toEqual(["没有权限，请登录后重试！"]);
  });

  it("signInAs signs a demo account in through the server, HPC accounts included", async () => {
    const core = createTestCore({ adapter: server().adapter });

    await signInAs(core, "admin");

    expect(core.auth.getSnapshot().matches("signedIn")).toBe(true);
    expect(core.session.snapshot.user?.userName).toBe("admin");
    expect(core.session.snapshot.hpcAccounts.map((account) => account.account)).toEqual(["sc_admin"]);
    expect(core.permissions.has("backstage")).toBe(true);
  });

  it("signInAs rejects with the sign-in notice when the account cannot sign in", async () => {
    const core = createTestCore({ adapter: server().adapter });
    await expect(signInAs(core, "disabled")).rejects.toThrow("login.disabled");
    await expect(signInAs(core, "nobody")).rejects.toThrow("login.noRole");
  });

  it("without a server, a request fails and names the call", async () => {
    const core = createTestCore();
    await expect(core.http.get("/api/anything", { hideTip: true })).rejects.toThrow(
      "no test server for GET /api/anything",
    );
  });
});

describe("seedSession and renderInTestShell(ui)", () => {
  function WhoAmI() {
    const { user, hpcAccounts } = useSession();
    return (
      <p>
        {user ? `${user.displayName}（${user.resource.join(",")}）` : "未登录"}
        {hpcAccounts.map((account) => ` HPC:${account.account}`)}
      </p>
    );
  }

  it("renders a component in the shell's providers with a seeded user, codes and HPC accounts", async () => {
    const { core } = await renderInTestShell(<WhoAmI />, {
      user: { displayName: "小王" },
      permissions: ["business-hall", "home"],
      hpcAccounts: [{ id: "7", accountType: 1, account: "sc_wang", bindType: 1, encryptAccount: "enc-wang" }],
    });

    expect(screen.getByText("小王（business-hall,home） HPC:sc_wang")).toBeInTheDocument();
    expect(core.permissions.has("home")).toBe(true);
    expect(core.permissions.has("backstage")).toBe(false);
    expect(core.session.snapshot.encryptAccount).toBe("enc-wang");
  });

  it("seedSession refuses an empty permission list, as the platform logs such a user out", async () => {
    const core = createTestCore();
    await expect(seedSession(core, { permissions: [] })).rejects.toThrow("login.noRole");
    expect(core.session.token).toBeNull();
  });
});
