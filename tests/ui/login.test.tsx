import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { API } from "../../src/core/config";
import { STORAGE_KEYS } from "../../src/core/storage";
import { builtInPlugins } from "../../src/plugins";
import { renderInTestShell } from "../../src/testing";
import { USER_ADMIN_API } from "../../src/contracts/userAdmin";
import { signIn } from "../server/helpers";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";

cleanShellAfterEach();
const server = serverForThisFile();

async function signInPage() {
  const shell = await renderInTestShell(null, {
    plugins: builtInPlugins,
    adapter: server().adapter,
    route: "/login",
  });
  await screen.findByLabelText("账号");
  return shell;
}

async function submit(account: string, password: string) {
  if (account) await userEvent.type(screen.getByLabelText("账号"), account);
  if (password) await userEvent.type(screen.getByLabelText("密码"), password);
  await userEvent.click(screen.getByRole("button", { name: "登录" }));
}

function storedSession(): (string | null)[] {
  return Object.values(STORAGE_KEYS).map((key) => localStorage.getItem(key));
}

describe("the sign-in page against the reference server", () => {
  it("empty account or password: 账号或密码不能为空！", async () => {
    await signInPage();

    await submit("", "");
    expect(await screen.findByRole("alert")).toHaveTextContent("账号或密码不能为空！");

    await submit("admin", "");
    expect(screen.getByRole("alert")).toHaveTextContent("账号或密码不能为空！");
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it("a wrong password: 账号或密码错误", async () => {
    await signInPage();

    await submit("admin", "not-the-password");

    expect(await screen.findByRole("alert")).toHaveTextContent("账号或密码错误");
    expect(location.hash).toBe("#/login");
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it("a disabled account (the token call answers 400): 该用户已被禁用,请联系管理员", async () => {
    await signInPage();

    await submit("disabled", "Disabled@123");

    expect(await screen.findByRole("alert")).toHaveTextContent("该用户已被禁用,请联系管理员");
    expect(location.hash).toBe("#/login");
  });

  it("signed out because an admin disabled the account: the sign-in page says why, not only a passing toast", async () => {
    const { core } = await signInPage();
    await submit("dev", "Dev@123");
    await waitFor(() => expect(location.hash).toBe("#/portal/home"));
    const devId = core.session.snapshot.user?.id;
    expect(devId).toBeDefined();

    const adminToken = await signIn(server().app, "admin", "Admin@123");
    const disabling = await server().app.inject({
      method: "PUT",
      url: USER_ADMIN_API.userStatus.replace(":id", String(devId)),
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { enabled: 0 },
    });
    expect(disabling.statusCode).toBe(200);

    // dev's next call (any page's) ends the session with the reason.
    await core.http.get(API.userInfo).catch(() => undefined);
    await waitFor(() => expect(location.hash).toBe("#/login"));
    const notice = await screen.findByText("该用户已被禁用,请联系管理员", {
      selector: ".ws-login-notice, .ws-login-notice *",
    });
    expect(notice.closest('[role="alert"]')).not.toBeNull();
    expect(
      within(notice.closest('[role="alert"]') as HTMLElement).getByText("该用户已被禁用,请联系管理员"),
    ).toBe(notice);
    expect(core.session.token).toBeNull();
  });

  it("an account without permission codes: told so, logged out, storage emptied", async () => {
    const { core } = await signInPage();

    await submit("nobody", "Nobody@123");

    expect(await screen.findByRole("alert")).toHaveTextContent("该账号暂无本平台的角色权限，请联系管理员");
    await waitFor(() => expect(location.hash).toBe("#/login"));
    expect(storedSession()).toEqual([null, null, null, null]);
    expect(core.session.token).toBeNull();
    expect(core.permissions.list).toEqual([]);
    expect(screen.getByRole("button", { name: "登录" })).toBeInTheDocument();
  });

  it("an account without permission codes: its server session is ended too (the token no longer works)", async () => {
    const { core } = await signInPage();
    const tokens: string[] = [];
    const setToken = core.session.setToken.bind(core.session);
    vi.spyOn(core.session, "setToken").mockImplementation((token, issuedAt) => {
      tokens.push(token);
      setToken(token, issuedAt);
    });

    await submit("nobody", "Nobody@123");

    expect(await screen.findByRole("alert")).toHaveTextContent("该账号暂无本平台的角色权限，请联系管理员");
    expect(tokens).toHaveLength(1);
    await waitFor(async () => {
      const answer = await server().app.inject({
        method: "GET",
        url: API.userInfo,
        headers: { authorization: `Bearer ${tokens[0]}` },
      });
      expect(answer.statusCode).toBe(401);
    });
  });

  it("admin: signed in, lands on /portal/home", async () => {
    const { core } = await signInPage();

    await submit("admin", "Admin@123");

    await waitFor(() => expect(location.hash).toBe("#/portal/home"));
    expect(await screen.findByText("欢迎，管理员")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
    expect(core.permissions.has("backstage")).toBe(true);
  });
});
