import { describe, expect, it } from "vitest";
import { isSecretName, maskedPaths, redactDeep, secretValues } from "../../src/core/secrets";

describe("the secrets of an exported trace", () => {
  it("names a secret by its words, in any spelling", () => {
    for (const name of [
      "password",
      "newPassword",
      "token",
      "access_token",
      "refreshToken",
      "X-Auth-Token",
      "client_secret",
      "privateKey",
      "private_key",
      "verificationCode",
      "verification_code",
      "smsCode",
      "encryptAccount",
      "Authorization",
    ])
      expect([name, isSecretName(name)]).toEqual([name, true]);
    for (const name of ["name", "account", "codes", "code", "tokenizer", "phone", "keyword", "privateId"])
      expect([name, isSecretName(name)]).toEqual([name, false]);
  });

  it("masks a held value wherever it appears, whole or inside a text, and reports where", () => {
    const held = secretValues({ form: { password: "Typed@123456" }, session: { token: "tok-abcdef" } });
    expect(held).toEqual(["Typed@123456", "tok-abcdef"]);
    const masked = redactDeep(
      { url: "/api/x?token=tok-abcdef", echo: { text: "Typed@123456" }, list: ["tok-abcdef"], n: 7 },
      held,
    );
    expect(masked).toEqual({ url: "/api/x?token=***", echo: { text: "***" }, list: ["***"], n: 7 });
    expect(maskedPaths(masked)).toEqual(["echo.text"]);
  });

  it("leaves values shorter than six characters to the rule by name", () => {
    expect(redactDeep({ a: "abc", b: "abcdef" }, ["abc", "abcdef"])).toEqual({ a: "abc", b: "***" });
  });
});
