import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { builtInPlugins } from "../../src/plugins";
import personal from "../../src/plugins/personal";
import { avatarProblem } from "../../src/plugins/personal/avatarRules";
import { createPluginTester, createTestCore, renderInTestShell, signInAs } from "../../src/testing";
import { cleanShellAfterEach, loadPageCode, serverForThisFile } from "../support/testShell";

cleanShellAfterEach();
await loadPageCode(personal);
const server = serverForThisFile();

async function open(route: string) {
  const core = createTestCore({ adapter: server().adapter });
  await signInAs(core, "dev");
  await renderInTestShell(null, { core, plugins: builtInPlugins, route });
  return core;
}

describe("the personal plugin", () => {
  it("builds its screens under every prefix beside every built-in plugin, detailMessage not under operation", () => {
    const tester = createPluginTester(personal, {
      alongside: builtInPlugins.filter((p) => p.id !== "personal"),
    });
    expect(tester.errors).toEqual([]);
    const built = tester.routes.filter((route) => !route.placeholder).map((route) => route.path);
    for (const area of ["portal", "home", "operation", "backstage"])
      for (const segment of ["personal", "person-page", "workbench", "personal/dynamicDetail"])
        expect(built).toContain(`/${area}/${segment}`);
    expect(built).toContain("/home/personal/detailMessage");
    expect(built).not.toContain("/operation/personal/detailMessage");
    expect(built).toContain("/home/home-page");
  });

  it("checks an avatar in the spec's order: one image, then png / jpg / jpeg, then at most 500 kb", () => {
    expect(
      avatarProblem([
        { name: "a.png", size: 1 },
        { name: "b.png", size: 1 },
      ]),
    ).toBe("图片上传单次不能超过1张!");
    expect(avatarProblem([{ name: "a.gif", size: 1 }])).toBe("请上传以下文件格式：png、jpg、jpeg");
    expect(avatarProblem([{ name: "a.JPEG", size: 600 * 1024 }])).toBe("文件大小限制：500kb");
    expect(avatarProblem([{ name: "a.jpg", size: 500 * 1024 }])).toBeNull();
  });
});

describe("个人信息", () => {
  it("refuses a 600 kb avatar with 文件大小限制：500kb before sending it", async () => {
    await open("/home/personal");
    const input = await screen.findByLabelText("上传头像");
    const big = new File([new Uint8Array(600 * 1024)], "big.png", { type: "image/png" });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText("文件大小限制：500kb")).toBeInTheDocument();
  });

  it("a name over 50 characters is kept as typed and refused in words (最多输入50个字符), not cut silently", async () => {
    await open("/home/personal");
    const field = await screen.findByRole("textbox", { name: "姓名" });
    const long = "长".repeat(51);
    fireEvent.change(field, { target: { value: long } });
    expect(field).toHaveValue(long);
    expect(await screen.findByText("最多输入50个字符")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    fireEvent.change(field, { target: { value: "长".repeat(50) } });
    await waitFor(() => expect(screen.queryByText("最多输入50个字符")).toBeNull());
  });

  it("setting the phone: the phone rule's texts, then 发送成功 and a 60 s countdown", async () => {
    await open("/home/personal");
    await userEvent.click(await screen.findByRole("tab", { name: "账号安全" }));
    await userEvent.click(await screen.findByRole("button", { name: "设置手机号" }));
    const dialog = await screen.findByRole("dialog", { name: "设置手机号" });
    await userEvent.click(within(dialog).getByRole("button", { name: "获取验证码" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("请输入手机号");
    await userEvent.type(within(dialog).getByLabelText("新手机号"), "12800138000");
    await userEvent.click(within(dialog).getByRole("button", { name: "获取验证码" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("手机号格式不正确");
    await userEvent.clear(within(dialog).getByLabelText("新手机号"));
    await userEvent.type(within(dialog).getByLabelText("新手机号"), "13800138000");
    await userEvent.click(within(dialog).getByRole("button", { name: "获取验证码" }));
    await waitFor(() => expect(within(dialog).getByRole("status")).toHaveTextContent("发送成功"));
    expect(within(dialog).getByRole("button", { name: /^(60|59)秒后重新获取$/ })).toBeDisabled();

    // Closed and opened again before the 60 s pass: the same countdown and the code step, not a
    // fresh form whose send the server would refuse.
    await userEvent.click(within(dialog).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "设置手机号" })).toBeNull());
    await userEvent.click(screen.getByRole("button", { name: "设置手机号" }));
    const again = await screen.findByRole("dialog", { name: "设置手机号" });
    expect(within(again).getByRole("button", { name: /^(60|59|58|57)秒后重新获取$/ })).toBeDisabled();
    expect(within(again).getByLabelText("新手机号")).toHaveValue("13800138000");
    expect(within(again).getByRole("status")).toHaveTextContent("13800138000");
  });
});

describe("个人主页 (person-page)", () => {
  const adminId = () =>
    (
      server().app.platform.db.prepare("SELECT id FROM users WHERE user_name = 'admin'").get() as {
        id: number;
      }
    ).id;

  it("?self=1 alone is the signed-in user's own page, with 编辑我的主页", async () => {
    await open("/home/person-page?self=1");
    expect(await screen.findByRole("button", { name: "编辑我的主页" })).toBeInTheDocument();
  });

  it("dynamicDetail without a case id says the link is incomplete, not 用户不存在", async () => {
    await open("/home/personal/dynamicDetail");
    expect(await screen.findByText("链接不完整：未指定要查看的合作案例")).toBeInTheDocument();
    expect(screen.queryByText("用户不存在")).toBeNull();
  });

  it("dynamicDetail of an unknown case says the case does not exist", async () => {
    await open("/home/personal/dynamicDetail?id=987654");
    expect(await screen.findByText("该合作案例不存在")).toBeInTheDocument();
  });

  it("?userId=<someone else>&self=1 is that user's page: no editing", async () => {
    await open(`/home/person-page?userId=${adminId()}&self=1`);
    // The account under the name is admin's, not the signed-in dev's.
    expect(await screen.findByText("admin")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "查看详情" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "编辑我的主页" })).toBeNull();
  });
});

describe("the development platform's home", () => {
  it("shows 快捷入口 4 at a time in a carousel (spec §9: 4 slides in the workspace); a slide opens its page", async () => {
    await open("/home/home-page");
    const links = await screen.findByRole("region", { name: "快捷入口" });
    expect(links).toHaveAttribute("data-per-view", "4");
    const slides = within(links).getAllByRole("group", { hidden: true });
    expect(slides.length).toBeGreaterThan(4);
    expect(slides.filter((slide) => slide.getAttribute("aria-hidden") === "false")).toHaveLength(4);
    await userEvent.click(within(slides[0]).getByRole("button"));
    await waitFor(() => expect(location.hash).not.toBe("#/home/home-page"));
  });
});
