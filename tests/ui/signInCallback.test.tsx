import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { builtInPlugins } from "../../src/plugins";
import { renderInTestShell } from "../../src/testing";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";

cleanShellAfterEach();
const server = serverForThisFile();

const open = (route: string) =>
  renderInTestShell(null, { adapter: server().adapter, plugins: builtInPlugins, route });

describe("the unified sign-in callback (#/home/call_back, spec §7)", () => {
  it("without a code it says the code is missing, not 账号或密码错误, and offers 登录", async () => {
    await open("/home/call_back");
    expect(await screen.findByText("登录回调缺少授权码，请重新登录")).toBeInTheDocument();
    expect(screen.queryByText("账号或密码错误")).toBeNull();
    expect(screen.getByRole("link", { name: "登录" })).toHaveAttribute("href", "#/login");
  });

  it("with a code the server refuses it says the authorisation is invalid or expired", async () => {
    await open("/home/call_back?code=not-a-real-code");
    expect(await screen.findByText("登录授权无效或已过期，请重新登录")).toBeInTheDocument();
    expect(screen.queryByText("账号或密码错误")).toBeNull();
  });
});
