import { expect, test } from "@playwright/test";
import { BACKGROUND, boxOf, overlap, RED_SQUARE, shapePng, shownAnswer } from "./learningImages";
import { publicService } from "./learningData";

/**
 * /demoPage without signing in: opened on a public running service by its link (/demoPage?id=, as the
 * portal's 在线体验 opens it; the service is published through the API in the setup, as the AI服务 flow
 * publishes a run), a refused file with its reason, then a picture answered with labels and scores, the
 * best box on the drawn shape and the latency.
 */

const RUN = Date.now().toString(36).slice(-5);

test("a signed-out visitor runs the demo on a public service and sees the answer drawn with the latency", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const service = await publicService(request, RUN);

  // Another public service published after it: the list (newest first) no longer starts with ours.
  const newer = await service.another(`演示服务-${RUN}-新`);
  expect(newer.id).toBeGreaterThan(service.id);

  await page.goto(`/#/demoPage?id=${service.id}`);
  await expect(page.getByRole("heading", { name: "推理演示" })).toBeVisible();
  await expect(page.getByRole("combobox")).toHaveValue(String(service.id));
  await expect(page.locator(".learning-demo-card")).toContainText(service.name);
  await expect(page.getByText("形状检测演示").first()).toBeVisible();

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
  await expect(page.getByTestId("inference-latency")).toHaveText(/^耗时 \d+ ms$/);
  // The best box names the red square and covers it; the first label agrees with the box.
  const answer = await shownAnswer(page);
  expect(answer.boxText).toMatch(/^红方块 \d+\.\d%$/);
  expect(overlap(answer.box, boxOf(RED_SQUARE))).toBeGreaterThanOrEqual(0.5);
  expect(answer.topLabel).toMatch(/^红方块\d+\.\d%$/);
  // No sign-in happened on the way.
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});
