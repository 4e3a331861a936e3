import { readFileSync } from "node:fs";
import { expect, test, type Download, type Page } from "@playwright/test";
import { signIn } from "./support";

/** The storage manager (storage spec §2) against the reference server, as admin (HPC account bound). */
const HOME = "/GPUFS/admin";
const row = (page: Page, path: string) => page.locator(`tr[data-path="${path}"]`);
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function openStorage(page: Page) {
  await signIn(page, "admin");
  await page.goto("/#/home/storage-manage");
  await expect(row(page, `${HOME}/README.txt`)).toBeVisible();
}

async function menu(page: Page, path: string, item: string) {
  await row(page, path).locator("td").first().click({ button: "right" });
  await page.getByRole("menuitem", { name: item, exact: true }).click();
}

async function inDialog(page: Page, title: string, label: string, value: string) {
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.getByLabel(label).fill(value);
  await dialog.getByRole("button", { name: "确定" }).click();
  // The dialog closes on the server's answer: pack and unzip run tar and unzip for real, slower on a
  // loaded machine than the default 10 s.
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

async function search(page: Page, name: string) {
  await page.getByLabel("按名称搜索当前目录").fill(name);
  await page.getByLabel("按名称搜索当前目录").press("Enter");
}

test.describe("storage manager as admin", () => {
  test("upload a 5 MiB file through the file chooser: 上传成功 and the row with its size; the same name asks to overwrite", async ({
    page,
  }) => {
    // 5 MiB travel to the page over the DevTools protocol: on a loaded 2-core host that alone can take
    // longer than the default action timeout.
    test.setTimeout(90_000);
    await openStorage(page);
    const name = `${unique("upload")}.bin`;
    const buffer = Buffer.alloc(5 * 1048576, 7);
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "上传文件", exact: true }).click();
    await (
      await chooser
    ).setFiles({ name, mimeType: "application/octet-stream", buffer }, { timeout: 45_000 });
    await expect(page.getByText("上传成功").first()).toBeVisible({ timeout: 20_000 });
    await expect(row(page, `${HOME}/${name}`)).toContainText("5.00MB");

    const again = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "上传文件", exact: true }).click();
    await (
      await again
    ).setFiles({ name, mimeType: "application/octet-stream", buffer: Buffer.from("small") });
    await expect(page.getByText(`${HOME}/${name} 已存在，是否覆盖？`)).toBeVisible();
    await page.getByRole("button", { name: "覆盖", exact: true }).click();
    await expect(row(page, `${HOME}/${name}`)).toContainText("5.00B", { timeout: 20_000 });
  });

  test("create a folder, rename it, set permission 700, delete it", async ({ page }) => {
    await openStorage(page);
    const folder = unique("made");
    await menu(page, `${HOME}/README.txt`, "新建文件夹");
    await inDialog(page, "新建文件夹", "文件夹名称", folder);
    await expect(row(page, `${HOME}/${folder}`)).toBeVisible();
    await expect(page.getByText("操作成功").first()).toBeVisible();

    const renamed = `${folder}-renamed`;
    await menu(page, `${HOME}/${folder}`, "重命名");
    await inDialog(page, "重命名", "新名称", renamed);
    await expect(row(page, `${HOME}/${renamed}`)).toBeVisible();
    await expect(row(page, `${HOME}/${folder}`)).toHaveCount(0);

    await menu(page, `${HOME}/${renamed}`, "设置权限");
    await expect(page.getByRole("dialog", { name: "设置权限" }).getByLabel("权限码")).toHaveAttribute(
      "placeholder",
      "755",
    );
    await inDialog(page, "设置权限", "权限码", "700");
    await expect(row(page, `${HOME}/${renamed}`)).toContainText("rwx------");

    await menu(page, `${HOME}/${renamed}`, "删除");
    await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click();
    await expect(row(page, `${HOME}/${renamed}`)).toHaveCount(0);
  });

  test("copy and paste into a new folder", async ({ page }) => {
    await openStorage(page);
    const folder = unique("paste");
    await menu(page, `${HOME}/README.txt`, "新建文件夹");
    await inDialog(page, "新建文件夹", "文件夹名称", folder);
    await menu(page, `${HOME}/README.txt`, "复制");
    await expect(page.getByText("复制成功").first()).toBeVisible();
    await row(page, `${HOME}/${folder}`).dblclick();
    await expect(page.getByTestId("storage-table")).toContainText("暂无数据");
    await page.getByTestId("storage-table").getByText("暂无数据").click({ button: "right" });
    await page.getByRole("menuitem", { name: "粘贴", exact: true }).click();
    await expect(row(page, `${HOME}/${folder}/README.txt`)).toBeVisible();
  });

  test("pack a folder to tar and see the output in the record's execution detail; unzip a zip", async ({
    page,
  }) => {
    await openStorage(page);
    const target = `${HOME}/${unique("projects")}.tar`;
    await menu(page, `${HOME}/projects`, "打包为tar");
    const dialog = page.getByRole("dialog", { name: "打包为tar" });
    await expect(dialog.getByLabel("目标路径")).toHaveValue(`${HOME}/projects.tar`);
    await inDialog(page, "打包为tar", "目标路径", target);
    await search(page, target.split("/").pop()!);
    await expect(row(page, target)).toBeVisible();

    const records = page.getByRole("region", { name: "文件操作记录" });
    await records.getByRole("button", { name: "文件操作记录 刷新" }).click();
    const record = records.locator("tr", { hasText: target }).first();
    await expect(record).toContainText("打包");
    await record.getByRole("button", { name: "执行详情" }).click();
    const detail = page.getByRole("dialog", { name: /执行详情/ });
    await expect(detail.getByTestId("storage-output")).toContainText("projects/demo/train.py");
    await detail.getByRole("button", { name: "完成" }).click();
    await expect(detail).toBeHidden();

    await search(page, "samples");
    const into = `${HOME}/${unique("unzipped")}`;
    await menu(page, `${HOME}/samples.zip`, "解压");
    await inDialog(page, "解压", "解压到", into);
    await search(page, "");
    await page.getByLabel("远程路径").fill(`${into}/samples`);
    await page.getByLabel("远程路径").press("Enter");
    await expect(row(page, `${into}/samples/hello.txt`)).toBeVisible();
  });

  test("download a file and compare the bytes", async ({ page, context }) => {
    await openStorage(page);
    await row(page, `${HOME}/README.txt`).click();
    // the download opens in a new window, which closes itself once the download starts
    const started = new Promise<Download>((resolve) => {
      page.on("download", resolve);
      context.on("page", (opened) => opened.on("download", resolve));
    });
    await page.getByRole("button", { name: "下载文件" }).click();
    const download = await started;
    const path = await download.path();
    const seeded = Buffer.from("这是 GPUFS 存储卷中的示例目录。\n可以上传、下载、复制、打包和解压文件。\n");
    expect(readFileSync(path!).equals(seeded)).toBe(true);
  });
});

test("storage manager as dev (no HPC account): the HPC-missing text", async ({ page }) => {
  await signIn(page, "dev");
  await page.goto("/#/home/storage-manage");
  await expect(page.getByText("无法操作，请点击右上角头像绑定HPC账号后重试。")).toBeVisible();
});
