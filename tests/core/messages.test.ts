import { afterEach, describe, expect, it } from "vitest";
import { createCatalogue, setLocale, t } from "../../src/core/messages";
import { storageText } from "../../src/plugins/storage/messages";

afterEach(() => setLocale("zh"));

describe("message catalogues", () => {
  it("fill {name} placeholders and keep unknown ones visible", () => {
    expect(t("http.other", { status: 418 })).toBe("连接错误418");
    expect(t("http.other")).toBe("连接错误{status}");
  });

  it("a plugin's catalogue follows the shell's locale", () => {
    const pt = createCatalogue({ hello: "你好，{name}" }, { hello: "Hello, {name}" });
    expect(pt("hello", { name: "管理员" })).toBe("你好，管理员");
    setLocale("en");
    expect(pt("hello", { name: "admin" })).toBe("Hello, admin");
    expect(t("login.empty")).toBe("Account or password cannot be empty!");
    expect(t("user.bindHpc")).toBe("Bind or switch HPC account");
    expect(storageText("execTitle")).toBe("Execution detail");
    setLocale("zh");
    expect(t("user.bindHpc")).toBe("绑定/切换HPC账号");
  });
});
