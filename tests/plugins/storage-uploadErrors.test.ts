import { AxiosError, AxiosHeaders } from "axios";
import { describe, expect, it } from "vitest";
import { chunkFailureOf } from "../../src/plugins/storage/upload/queueEffects";

const config = { headers: new AxiosHeaders() };
const answered = (status: number, data: unknown) =>
  new AxiosError(
    "Request failed",
    "ERR_BAD_RESPONSE",
    config,
    {},
    {
      status,
      statusText: "",
      data,
      headers: {},
      config,
    },
  );

describe("an upload row's error reads in Chinese (storage-file-manager §8: no `Network Error`)", () => {
  it("no answer: the network text, retried as transient", () => {
    const failure = chunkFailureOf(new AxiosError("Network Error", AxiosError.ERR_NETWORK, config, {}));
    expect(failure).toEqual({ network: true, message: "网络连接中断，上传未完成，请检查网络后重试" });
  });

  it("a timeout: the platform's timeout text", () => {
    expect(chunkFailureOf(new AxiosError("timeout of 30000ms exceeded", "ECONNABORTED", config, {}))).toEqual(
      {
        network: true,
        message: "请求超时！",
      },
    );
  });

  it("an answer: the server's text first, else the platform's text for the status", () => {
    expect(chunkFailureOf(answered(413, { code: 413, info: "请求内容过大" })).message).toBe("请求内容过大");
    expect(chunkFailureOf(answered(503, ""))).toEqual({ status: 503, message: "服务不可用" });
    expect(chunkFailureOf(answered(506, { code: 506 })).message).toBe(
      "当前账号未绑定HPC账号，无法操作，请绑定后重试",
    );
    expect(chunkFailureOf(answered(400, "")).message).toBe("服务器拒绝了上传（400），请稍后重试");
  });

  it("anything else: the local file could not be read", () => {
    expect(chunkFailureOf(new DOMException("NotReadableError")).message).toBe(
      "读取本地文件失败，请重新选择文件",
    );
  });
});
