import {
  AxiosError,
  AxiosHeaders,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from "axios";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EventBus, type BusEvents } from "../../src/core/bus";
import { API, platformConfig } from "../../src/core/config";
import { createHttp } from "../../src/core/http";
import { zh } from "../../src/core/messages";
import { SessionStore, type UserInfo } from "../../src/core/session";

type Tip = BusEvents["ui.tip"];
interface Reply {
  status: number;
  data?: unknown;
}

const NOW = 1_700_000_000_000;

const user: UserInfo = {
  id: "u-1",
  userName: "admin",
  displayName: "管理员",
  resource: ["home"],
  topGroup: [{ id: "g-7", title: "第七组" }],
  auditStatus: 1,
  belongSystem: 1,
};

/** HTTP is mocked at the process edge: axios's adapter answers instead of the network. */
function setup() {
  const bus = new EventBus();
  const session = new SessionStore(() => NOW);
  const onUnauthorized = vi.fn();
  const http: AxiosInstance = createHttp({ bus, session, onUnauthorized });
  const tips: Tip[] = [];
  bus.on("ui.tip").subscribe((event) => tips.push(event.payload));
  const sent: InternalAxiosRequestConfig[] = [];
  let answer: (config: InternalAxiosRequestConfig) => Reply | "timeout" = () => ({
    status: 200,
    data: { code: 200, data: null },
  });
  http.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    sent.push(config);
    const reply = answer(config);
    if (reply === "timeout") {
      throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config, {});
    }
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    const code = reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${reply.status}`, code, config, {}, response);
  };
  const respond = (next: typeof answer) => {
    answer = next;
  };
  return { bus, session, http, tips, sent, onUnauthorized, respond };
}

const header = (config: InternalAxiosRequestConfig, name: string) =>
  AxiosHeaders.from(config.headers).get(name);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe("request headers (spec §7)", () => {
  it("sends no bearer, tenant or group header when nothing is stored", async () => {
    const { http, sent } = setup();
    await http.get("/api/aam/v1/portal/user/info");
    expect(header(sent[0], "Authorization")).toBeUndefined();
    expect(header(sent[0], platformConfig.tenantHeader)).toBeUndefined();
    expect(header(sent[0], platformConfig.groupHeader)).toBeUndefined();
  });

  it("sends Bearer <token> once a token is stored", async () => {
    const { http, sent, session } = setup();
    session.setToken("tok-abc", NOW);
    await http.get("/x");
    expect(header(sent[0], "Authorization")).toBe("Bearer tok-abc");
  });

  it("takes the tenant header from the stored encryptAccount", async () => {
    const { http, sent, session } = setup();
    session.setHpcAccounts([
      { id: "h1", accountType: 1, account: "hpc1", bindType: 1, encryptAccount: "enc-one" },
      { id: "h2", accountType: 1, account: "hpc2", bindType: 1, encryptAccount: "enc-two", current: true },
    ]);
    await http.get("/x");
    expect(header(sent[0], platformConfig.tenantHeader)).toBe("enc-two");
  });

  it("takes the group header from the current group", async () => {
    const { http, sent, session } = setup();
    session.setUser(user);
    await http.get("/x");
    expect(header(sent[0], platformConfig.groupHeader)).toBe("g-7");
    session.setCurrentGroup("g-9");
    await http.get("/y");
    expect(header(sent[1], platformConfig.groupHeader)).toBe("g-9");
  });

  it("uses a 30000 ms timeout by default (spec §9)", async () => {
    const { http, sent } = setup();
    await http.get("/x");
    expect(sent[0].timeout).toBe(30000);
  });
});

describe("error catalogue (spec §8)", () => {
  const catalogue: [number, string][] = [
    [403, zh["http.403"]],
    [404, zh["http.404"]],
    [405, zh["http.405"]],
    [408, zh["http.408"]],
    [409, zh["http.409"]],
    [500, zh["http.500"]],
    [501, zh["http.501"]],
    [502, zh["http.502"]],
    [503, zh["http.503"]],
    [504, zh["http.504"]],
    [505, zh["http.505"]],
    [506, zh["http.506"]],
    [418, "连接错误418"],
  ];

  it.each(catalogue)("status %i shows %s as a danger tip", async (status, message) => {
    const { http, tips, respond, onUnauthorized } = setup();
    respond(() => ({ status, data: {} }));
    await expect(http.get("/x")).rejects.toBeInstanceOf(AxiosError);
    expect(tips).toEqual([{ intent: "danger", message }]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("pins the zh texts the catalogue uses", () => {
    expect([zh["http.403"], zh["http.404"], zh["http.500"], zh["http.506"]]).toEqual([
      "拒绝访问",
      "请求地址无效",
      "服务器繁忙，请稍后重试",
      "当前账号未绑定HPC账号，无法操作，请绑定后重试",
    ]);
  });

  it("shows nothing for 400, even with a message in the body", async () => {
    const { http, tips, respond } = setup();
    respond(() => ({ status: 400, data: { message: "参数错误" } }));
    await expect(http.post("/x", {})).rejects.toMatchObject({ response: { status: 400 } });
    expect(tips).toEqual([]);
  });

  it("401 with a token: 登录已过期，请重新登录！ and logout", async () => {
    const { http, tips, respond, session, onUnauthorized } = setup();
    session.setToken("tok", NOW);
    respond(() => ({ status: 401, data: {} }));
    await expect(http.get("/x")).rejects.toMatchObject({ response: { status: 401 } });
    expect(tips).toEqual([{ intent: "danger", message: "登录已过期，请重新登录！" }]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("401 to a request sent as the page goes away (keepalive): no tip and no logout, the next page's call tells", async () => {
    const { http, tips, respond, session, onUnauthorized } = setup();
    session.setToken("tok", NOW);
    respond(() => ({ status: 401, data: {} }));
    await expect(http.post("/x", [], { fetchOptions: { keepalive: true } })).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(tips).toEqual([]);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(session.token).toBe("tok");

    await expect(http.get("/y")).rejects.toMatchObject({ response: { status: 401 } });
    expect(tips).toEqual([{ intent: "danger", message: "登录已过期，请重新登录！" }]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("401 without a token: 没有权限，请登录后重试！ and logout", async () => {
    const { http, tips, respond, onUnauthorized } = setup();
    respond(() => ({ status: 401, data: {} }));
    await expect(http.get("/x")).rejects.toMatchObject({ response: { status: 401 } });
    expect(tips).toEqual([{ intent: "danger", message: "没有权限，请登录后重试！" }]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("a client timeout shows 请求超时！", async () => {
    const { http, tips, respond } = setup();
    respond(() => "timeout");
    await expect(http.get("/slow")).rejects.toMatchObject({ code: "ECONNABORTED" });
    expect(tips).toEqual([{ intent: "danger", message: "请求超时！" }]);
  });

  it("prefers the server's message in the body over the catalogue", async () => {
    const { http, tips, respond } = setup();
    respond((config) =>
      config.url === "/a"
        ? { status: 500, data: { message: "存储服务离线" } }
        : { status: 403, data: { msg: "无此项目权限" } },
    );
    await expect(http.get("/a")).rejects.toBeInstanceOf(AxiosError);
    await expect(http.get("/b")).rejects.toBeInstanceOf(AxiosError);
    expect(tips.map((tip) => tip.message)).toEqual(["存储服务离线", "无此项目权限"]);
  });

  it("hideTip hides the failure tip but the request still fails", async () => {
    const { http, tips, respond } = setup();
    respond((config) => (config.url === "/slow" ? "timeout" : { status: 500, data: { message: "x" } }));
    await expect(http.get("/x", { hideTip: true })).rejects.toMatchObject({ response: { status: 500 } });
    await expect(http.get("/slow", { hideTip: true })).rejects.toMatchObject({ code: "ECONNABORTED" });
    expect(tips).toEqual([]);
  });
});

describe("success tips (spec §8)", () => {
  it("says 操作成功 / 修改成功 / 删除成功 after POST / PUT / DELETE, in that order", async () => {
    const { http, tips } = setup();
    await http.post("/x", {});
    await http.put("/x", {});
    await http.delete("/x");
    expect(tips).toEqual([
      { intent: "success", message: "操作成功" },
      { intent: "success", message: "修改成功" },
      { intent: "success", message: "删除成功" },
    ]);
  });

  it("says nothing after GET", async () => {
    const { http, tips } = setup();
    await http.get("/x");
    expect(tips).toEqual([]);
  });

  it("says nothing when told hideSuccessTip", async () => {
    const { http, tips } = setup();
    await http.post("/api/aimanager/v1/op-log", [], { hideSuccessTip: true });
    await http.delete("/x", { hideSuccessTip: true });
    expect(tips).toEqual([]);
  });

  it("says nothing when the body status is ok (the toast is for bodies whose status is not ok)", async () => {
    const { http, tips, respond } = setup();
    respond(() => ({ status: 200, data: { status: "ok" } }));
    await http.post("/x", {});
    expect(tips).toEqual([]);
  });

  it("does not claim success when the envelope reports a failure code", async () => {
    const { http, tips, respond } = setup();
    respond(() => ({ status: 200, data: { code: 500, message: "保存失败" } }));
    await http.post("/x", {});
    expect(tips).toEqual([]);
  });
});

describe("401 handling: one logout per storm", () => {
  it("a 401 on the token call does not log out", async () => {
    const { http, respond, session, onUnauthorized } = setup();
    session.setToken("old", NOW);
    respond(() => ({ status: 401, data: {} }));
    await expect(http.post("/idp/token", "a=b", { tokenCall: true, hideTip: true })).rejects.toBeInstanceOf(
      AxiosError,
    );
    await expect(http.post(API.token, "a=b", { hideTip: true })).rejects.toBeInstanceOf(AxiosError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("twenty concurrent 401s give exactly one tip and one logout", async () => {
    const { http, respond, session, onUnauthorized, tips } = setup();
    session.setToken("tok", NOW);
    onUnauthorized.mockImplementation(() => session.clear());
    respond(() => ({ status: 401, data: {} }));
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => http.get(`/list/${i}`)));
    expect(results.filter((result) => result.status === "rejected")).toHaveLength(20);
    expect(tips).toEqual([{ intent: "danger", message: "登录已过期，请重新登录！" }]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("a later 401 without a new token stays quiet; after a new token a 401 logs out again", async () => {
    const { http, respond, session, onUnauthorized, tips } = setup();
    session.setToken("tok-1", NOW);
    respond(() => ({ status: 401, data: {} }));
    await expect(http.get("/a")).rejects.toBeInstanceOf(AxiosError);
    await expect(http.get("/b")).rejects.toBeInstanceOf(AxiosError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    session.clear();
    session.setToken("tok-2", NOW + 1000);
    await expect(http.get("/c")).rejects.toBeInstanceOf(AxiosError);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
    expect(tips.map((tip) => tip.message)).toEqual(["登录已过期，请重新登录！", "登录已过期，请重新登录！"]);
  });
});
