import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { describe, expect, it, vi } from "vitest";
import { EventBus, type BusEvents } from "../../src/core/bus";
import { createHttp } from "../../src/core/http";
import { configOf, createRequest, joinPath } from "../../src/core/request";
import { SessionStore } from "../../src/core/session";

/** The core's http with axios's adapter answering instead of the network (the process edge). */
function setup(reply: (config: InternalAxiosRequestConfig) => { status: number; data: unknown }) {
  const bus = new EventBus();
  const http = createHttp({ bus, session: new SessionStore(() => 0), onUnauthorized: vi.fn() });
  const tips: BusEvents["ui.tip"][] = [];
  bus.on("ui.tip").subscribe((event) => tips.push(event.payload));
  const sent: InternalAxiosRequestConfig[] = [];
  http.defaults.adapter = async (config): Promise<AxiosResponse> => {
    sent.push(config);
    const { status, data } = reply(config);
    const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
    if (status < 300) return response;
    throw new AxiosError("failed", AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
  return { http, tips, sent };
}

const envelope = (data: unknown) => ({ status: 200, data: { code: 200, message: "ok", data } });

describe("the request helper", () => {
  it("joins paths to the base with one slash; an empty base keeps the path", () => {
    expect(joinPath("/api/aimanager/v1", "data-set/page-info")).toBe("/api/aimanager/v1/data-set/page-info");
    expect(joinPath("/api/aimanager/v1/", "/tb-team/1")).toBe("/api/aimanager/v1/tb-team/1");
    expect(joinPath("/api/aimanager/v1/tb-team", "")).toBe("/api/aimanager/v1/tb-team");
    expect(joinPath("", "/api/operation-log/v1/operation-log")).toBe("/api/operation-log/v1/operation-log");
  });

  it("unwraps the envelope's data and sends params, bodies and the four methods", async () => {
    const { http, sent } = setup((config) => envelope({ method: config.method, url: config.url }));
    const api = createRequest(http, "/api/aimanager/v1");
    expect(await api.get("data-set/page-info", { params: { pageNum: 1, pageSize: 10 } })).toEqual({
      method: "get",
      url: "/api/aimanager/v1/data-set/page-info",
    });
    expect(sent[0]?.params).toEqual({ pageNum: 1, pageSize: 10 });
    await api.post("tb-team", { teamName: "甲" });
    expect(JSON.parse(String(sent[1]?.data))).toEqual({ teamName: "甲" });
    await api.post("data-set-label/top/3");
    expect(sent[2]?.data).toBe("{}");
    await api.put("label-group", { id: 1 });
    expect(sent[3]?.method).toBe("put");
    expect(await api.del("tb-team/4")).toEqual({ method: "delete", url: "/api/aimanager/v1/tb-team/4" });
    expect(sent[4]?.data).toBeUndefined();
  });

  it("shows the success tip unless told not to, and the failure tip unless told not to", async () => {
    const { http, tips } = setup((config) =>
      config.url?.endsWith("/missing")
        ? { status: 404, data: { code: 404, message: "没有这个" } }
        : envelope(1),
    );
    const api = createRequest(http, "/x");
    await api.post("a", {});
    await api.post("b", {}, { hideSuccessTip: true });
    expect(tips).toEqual([{ intent: "success", message: "操作成功" }]);
    await expect(api.get("missing")).rejects.toBeInstanceOf(AxiosError);
    await expect(api.get("missing", { hideTip: true })).rejects.toBeInstanceOf(AxiosError);
    expect(tips.slice(1)).toEqual([{ intent: "danger", message: "没有这个" }]);
  });

  it("raw returns the whole body for answers of another shape; blob returns the bytes", async () => {
    const { http, sent } = setup((config) =>
      config.responseType === "blob"
        ? { status: 200, data: new Blob(["png"]) }
        : { status: 200, data: { code: 200, info: "", spec: ["GPUFS"] } },
    );
    const api = createRequest(http);
    expect(await api.raw.get("/api/storage/user_storage_path")).toEqual({
      code: 200,
      info: "",
      spec: ["GPUFS"],
    });
    const bytes = await api.blob("/api/file/7", { hideTip: true });
    expect(bytes).toBeInstanceOf(Blob);
    expect(bytes.size).toBe(3);
    expect(sent[1]?.hideTip).toBe(true);
  });

  it("sends a keepalive call with the fetch adapter and passes headers through", () => {
    expect(configOf({ keepalive: true, headers: { Authorization: "Bearer t" } })).toEqual({
      adapter: "fetch",
      fetchOptions: { keepalive: true },
      headers: { Authorization: "Bearer t" },
    });
    expect(configOf({ keepalive: false, hideTip: true })).toEqual({ hideTip: true });
  });
});
