import { expect, test } from "@playwright/test";
import { BACKGROUND, RED_SQUARE, shapePng } from "./learningImages";
import { publicService } from "./learningData";

/**
 * /demoPage without signing in: a public running service (published through the API in the setup, as
 * the AI服务 flow publishes a run), a refused file with its reason, then a picture answered with labels
 * and scores, the boxes drawn over it and the latency.
 */

const RUN = Date.now().toString(36).slice(-5);

test("a signed-out visitor runs the demo on a public service and sees the answer drawn with the latency", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const service = await publicService(request, RUN);

  await page.goto("/#/demoPage");
  await expect(page.getByRole("heading", { name: "推理演示" })).toBeVisible();
  await page.getByLabel("搜索服务").fill(service.name);
  await page.getByLabel("搜索服务").press("Enter");
  await expect(page.getByRole("combobox")).toHaveValue(String(service.id));
  await expect(page.getByText("形状检测演示")).toBeVisible();

  const chooser = page.getByLabel("选择图片");
  await chooser.setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not a picture"),
  });
  await expect(page.getByRole("alert").filter({ hasText: "请选择 PNG 或 JPEG 图片" })).toBeVisible();

  await chooser.setInputFiles({
    name: "red-square.png",
    mimeType: "image/png",
    buffer: shapePng(48, 48, BACKGROUND, [RED_SQUARE]),
  });
  const labels = page.getByRole("list", { name: "识别结果" });
  await expect(labels.getByRole("listitem").first()).toContainText(/%$/);
  await expect(labels).toContainText("红方块");
  await expect(page.getByTestId("inference-latency")).toHaveText(/^耗时 \d+ ms$/);
  await expect(page.getByTestId("inference-box").first()).toBeVisible();
  await expect(page.getByTestId("inference-box").first()).toContainText(/红方块|蓝圆/);
  // No sign-in happened on the way.
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});
