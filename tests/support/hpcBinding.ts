import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect } from "vitest";
import { demoKeyFile } from "../../server/hpc/hpcCenter";
import type { Core } from "../../src/core/createCore";

/** The binding dialog as the user sees it. */
export const bindingDialog = () => screen.findByRole("dialog", { name: /绑定\/切换HPC账号/ });

/** Opens the bind/switch dialog through its command (the avatar menu's entry runs the same). */
export async function openBindingDialog(core: Core): Promise<HTMLElement> {
  act(() => {
    core.plugins.runCommand("hpc.bind");
  });
  return bindingDialog();
}

/** Fills the binding form (account, password, the account's demo key) and saves: the code step. */
export async function bindUpToCodeStep(dialog: HTMLElement, account = "hpc_secure", password = "Secure@123") {
  const user = userEvent.setup();
  await user.type(within(dialog).getByLabelText("账号"), account);
  await user.type(within(dialog).getByLabelText("密码"), password);
  await user.upload(
    within(dialog).getByLabelText("密钥文件"),
    new File([demoKeyFile(account)], `${account}.pem`, { type: "text/plain" }),
  );
  expect((await screen.findAllByText("文件上传成功")).length).toBeGreaterThan(0);
  await user.click(within(dialog).getByRole("button", { name: "保存" }));
  return within(dialog).findByRole("button", { name: /^\d+秒后重新获取$/ });
}

/** The seconds the resend button shows, or null when it offers the resend. */
export function resendSeconds(dialog: HTMLElement): number | null {
  const button = within(dialog).getByRole("button", { name: /秒后重新获取$|^重新获取验证码$/ });
  const match = /^(\d+)秒后重新获取$/.exec(button.textContent ?? "");
  return match ? Number(match[1]) : null;
}
