import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import yazl from "yazl";
import { pngImage } from "../support/pngImage";
import { removeFromAdminHome, signInToWorkspace, storedBearerToken } from "./support";

/**
 * Datasets in standard formats (docs/dataset-formats.md): a user imports COCO, VOC and YOLO zips from
 * disk and from storage, sees the boxes on the canvas, exports a version in each format and imports the
 * export as a new dataset: the same boxes.
 */

const RUN = Date.now().toString(36).slice(-5);
const DS = "/home/dataset-management";
const W = 160;
const H = 120;
const images = [1, 2].map((n) => ({ name: `f${n}.png`, bytes: pngImage(W, H, [50 * n, 120, 180]) }));

function zipOf(entries: { name: string; bytes: Buffer | string }[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) zip.addBuffer(Buffer.from(entry.bytes), entry.name);
  zip.end();
  const parts: Buffer[] = [];
  return new Promise((resolve) => {
    zip.outputStream.on("data", (part: Buffer) => parts.push(part));
    zip.outputStream.on("end", () => resolve(Buffer.concat(parts)));
  });
}

/** Three boxes: f1.png 车 and 人, f2.png 人 (the same in every format). */
const coco = () =>
  zipOf([
    ...images.map((image) => ({ name: `images/${image.name}`, bytes: image.bytes })),
    {
      name: "annotations/instances.json",
      bytes: JSON.stringify({
        images: images.map((image, i) => ({ id: i + 1, file_name: image.name, width: W, height: H })),
        categories: [
          { id: 1, name: "车" },
          { id: 2, name: "人" },
        ],
        annotations: [
          { id: 1, image_id: 1, category_id: 1, bbox: [16, 12, 64, 48] },
          { id: 2, image_id: 1, category_id: 2, bbox: [96, 24, 32, 72] },
          { id: 3, image_id: 2, category_id: 2, bbox: [40, 30, 80, 60] },
        ],
      }),
    },
  ]);
const vocObject = (name: string, x: number, y: number, w: number, h: number) =>
  `<object><name>${name}</name><bndbox><xmin>${x}</xmin><ymin>${y}</ymin><xmax>${x + w}</xmax><ymax>${y + h}</ymax></bndbox></object>`;
const voc = () =>
  zipOf([
    ...images.map((image) => ({ name: `JPEGImages/${image.name}`, bytes: image.bytes })),
    {
      name: "Annotations/f1.xml",
      bytes: `<annotation><filename>f1.png</filename>${vocObject("车", 16, 12, 64, 48)}${vocObject("人", 96, 24, 32, 72)}</annotation>`,
    },
    {
      name: "Annotations/f2.xml",
      bytes: `<annotation><filename>f2.png</filename>${vocObject("人", 40, 30, 80, 60)}</annotation>`,
    },
  ]);
const yoloLine = (c: number, x: number, y: number, w: number, h: number) =>
  `${c} ${(x + w / 2) / W} ${(y + h / 2) / H} ${w / W} ${h / H}\n`;
const yolo = () =>
  zipOf([
    { name: "classes.txt", bytes: "车\n人\n" },
    ...images.map((image) => ({ name: `images/${image.name}`, bytes: image.bytes })),
    { name: "labels/f1.txt", bytes: yoloLine(0, 16, 12, 64, 48) + yoloLine(1, 96, 24, 32, 72) },
    { name: "labels/f2.txt", bytes: yoloLine(1, 40, 30, 80, 60) },
  ]);

async function newDataset(page: Page, name: string) {
  await page.goto(`/#${DS}/dataset/management`);
  await page.getByRole("button", { name: "新增数据集" }).click();
  const dialog = page.getByRole("dialog", { name: "新增数据集", exact: true });
  await dialog.getByLabel("数据集名称").fill(name);
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("row").filter({ hasText: name }).getByRole("button", { name: "查看" }).click();
  await page.getByRole("tab", { name: "导入导出" }).click();
}

/** Imports from disk and waits for the record's summary. */
async function importFromDisk(page: Page, name: string, buffer: Buffer, summary: string) {
  await page.getByTestId("dataset-import-file").setInputFiles({ name, mimeType: "application/zip", buffer });
  await expect(page.getByRole("status").filter({ hasText: "最近一次导入" })).toContainText(summary, {
    timeout: 30_000,
  });
}

/** Opens the canvas on the imported version and checks the boxes of f1.png: 车 and 人. */
async function seeBoxes(page: Page) {
  await page.getByRole("link", { name: "查看标注" }).click();
  await expect(page).toHaveURL(/data-annotations/);
  await expect(page.getByText("2 个框")).toBeVisible();
  await expect(page.locator("[data-box-key]")).toHaveCount(2);
  await expect(page.locator("[data-box-key]").nth(0)).toHaveAttribute("aria-label", "车");
  await expect(page.locator("[data-box-key]").nth(1)).toHaveAttribute("aria-label", "人");
  await page.goBack();
}

test.afterAll(() => removeFromAdminHome(`coco-${RUN}.zip`, `voc-${RUN}.zip`, `yolo-${RUN}.zip`));

test("imports COCO, VOC and YOLO zips from disk, shows the boxes, and each export imports back the same", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInToWorkspace(page, "admin", `/#${DS}/dataset/management`);
  const source = `格式源-${RUN}`;
  await newDataset(page, source);
  await importFromDisk(page, "coco.zip", await coco(), "已导入 2 张图片、3 个标注框（COCO）到 V1");
  await seeBoxes(page);
  await page.getByRole("tab", { name: "导入导出" }).click();
  await importFromDisk(page, "voc.zip", await voc(), "已导入 2 张图片、3 个标注框（Pascal VOC）到 V2");
  await importFromDisk(page, "yolo.zip", await yolo(), "已导入 2 张图片、3 个标注框（YOLO）到 V3");
  await seeBoxes(page);

  for (const [format, label] of [
    ["coco", "COCO"],
    ["voc", "Pascal VOC"],
    ["yolo", "YOLO"],
  ]) {
    await page.goto(`/#${DS}/dataset/management`);
    await page.getByRole("row").filter({ hasText: source }).getByRole("button", { name: "查看" }).click();
    await page.getByRole("tab", { name: "导入导出" }).click();
    await page.getByLabel("导出格式").selectOption(format!);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "导出" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${source}-V3-${format}.zip`);
    const bytes = fs.readFileSync((await download.path())!);
    await newDataset(page, `格式回-${format}-${RUN}`);
    await importFromDisk(page, `${format}.zip`, bytes, `已导入 2 张图片、3 个标注框（${label}）到 V1`);
    await seeBoxes(page);
  }
});

test("imports a zip chosen from storage with the picker", async ({ page }) => {
  test.setTimeout(120_000);
  await signInToWorkspace(page, "admin", `/#${DS}/dataset/management`);
  const token = await storedBearerToken(page);
  for (const [name, build] of [
    [`coco-${RUN}.zip`, coco],
    [`voc-${RUN}.zip`, voc],
    [`yolo-${RUN}.zip`, yolo],
  ] as const) {
    const bytes = await build();
    const put = await page.request.put(
      `/api/aimanager/v1/starlight/api/storage/upload?file=${encodeURIComponent(`/GPUFS/admin/${name}`)}`,
      {
        headers: {
          authorization: `Bearer ${token}`,
          "content-range": `bytes 0-${bytes.length - 1}/${bytes.length}`,
        },
        multipart: {
          file: { name, mimeType: "application/zip", buffer: bytes },
          totalSize: String(bytes.length),
          currentIndex: "1",
        },
      },
    );
    expect((await put.json()).code).toBe(200);
  }
  await newDataset(page, `存储导入-${RUN}`);
  for (const [index, [name, summary]] of [
    [`coco-${RUN}.zip`, "（COCO）到 V1"],
    [`voc-${RUN}.zip`, "（Pascal VOC）到 V2"],
    [`yolo-${RUN}.zip`, "（YOLO）到 V3"],
  ].entries()) {
    await page.getByRole("button", { name: "从存储导入" }).click();
    const picker = page.getByRole("dialog", { name: "文件管理" });
    await picker.locator(`tr[data-path="/GPUFS/admin/${name}"]`).click();
    await picker.getByRole("button", { name: "确定" }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "最近一次导入" })).toContainText(
      `已导入 2 张图片、3 个标注框${summary}`,
      { timeout: 30_000 },
    );
    await expect(page.getByRole("status").filter({ hasText: "最近一次导入" })).toContainText(
      `/GPUFS/admin/${name}`,
    );
    if (index === 2) await seeBoxes(page);
  }
});
