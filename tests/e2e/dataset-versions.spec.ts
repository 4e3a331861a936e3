import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { pngImage } from "../support/pngImage";
import { signInToWorkspace, storedBearerToken } from "./support";

/**
 * Dataset versions (ai-domain §7 data-set-compare, data-set-history/data-set-share): a user compares two
 * versions of their dataset on the 对比 page, and shares a version with a link that opens signed out
 * until it is revoked or expires.
 */

const RUN = Date.now().toString(36).slice(-5);
const DS = "/home/dataset-management";
const API = "/api/aimanager/v1";

/** Serious or critical accessibility problems inside `selector` (axe), as "rule: target" lines. */
async function axeProblems(page: Page, selector: string) {
  const result = await new AxeBuilder({ page }).include(selector).analyze();
  return result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`));
}

/** The API as the signed-in user, for what the journey needs before its clicks. */
function apiOf(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const data = async <T>(answer: Promise<{ json(): Promise<unknown>; status(): number }>) => {
    const response = await answer;
    const body = (await response.json()) as { data: T; message?: string };
    expect(response.status(), body.message).toBe(200);
    return body.data;
  };
  return {
    get: <T>(path: string) => data<T>(request.get(`${API}/${path}`, { headers })),
    post: <T>(path: string, body: object) => data<T>(request.post(`${API}/${path}`, { headers, data: body })),
    del: <T>(path: string) => data<T>(request.delete(`${API}/${path}`, { headers })),
    upload: (dataSetId: number, versionId: number, name: string, shade: number) =>
      data<{ id: number }[]>(
        request.post(`${API}/data-set/data-set-upload/simple/${dataSetId}/${versionId}`, {
          headers,
          multipart: { file: { name, mimeType: "image/png", buffer: pngImage(160, 120, [shade, 120, 180]) } },
        }),
      ),
  };
}

/** A dataset of `images` pictures and a label group 猫 / 狗 of the signed-in user, made through the API. */
async function seed(page: Page, name: string, images: string[]) {
  const api = apiOf(page.request, await storedBearerToken(page));
  const dataset = await api.post<{ id: number }>("data-set/data", {
    dataSetName: name,
    description: "版本旅程",
  });
  const [v1] = await api.get<{ id: number }[]>(`data-set-history/list?dataSetId=${dataset.id}`);
  const items: Record<string, number> = {};
  for (const [index, file] of images.entries())
    items[file] = (await api.upload(dataset.id, v1!.id, file, 40 * index))[0]!.id;
  const group = await api.post<{ id: number }>("label-group", { groupName: `标签-${name}` });
  const cat = await api.post<{ id: number }>("data-set-label/add", {
    groupId: group.id,
    labelName: "猫",
    color: "#D33D17",
  });
  const dog = await api.post<{ id: number }>("data-set-label/add", {
    groupId: group.id,
    labelName: "狗",
    color: "#2D72D2",
  });
  const boxes = (versionId: number, itemId: number, list: [number, number, number][]) =>
    api.post("data-set-version-annotation/batch/save", {
      versionId,
      itemId,
      labelGroupId: group.id,
      annotations: list.map(([labelId, x, y]) => ({ labelId, x, y, width: 30, height: 20 })),
    });
  return { api, dataset, v1: v1!, items, cat: cat.id, dog: dog.id, boxes };
}

test("a user compares two versions: images added and removed, a moved box, counts per label", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInToWorkspace(page, "dev", `/#${DS}/dataset/management`);
  const s = await seed(page, `对比数据-${RUN}`, ["a.png", "b.png", "c.png"]);
  await s.boxes(s.v1.id, s.items["a.png"]!, [
    [s.cat, 10, 10],
    [s.dog, 80, 60],
  ]);
  // V2: a copy of V1 without c.png, with d.png, the 猫 of a.png moved and a second 狗 on b.png.
  const v2 = await s.api.post<{ id: number }>("data-set-history/copy", {
    dataSetId: s.dataset.id,
    versionId: s.v1.id,
  });
  const copied = await s.api.get<{ list: { id: number; fileName: string }[] }>(
    `data-set-item/page?dataSetId=${s.dataset.id}&versionId=${v2.id}`,
  );
  const inV2 = (name: string) => copied.list.find((item) => item.fileName === name)!.id;
  await s.api.del(`data-set-item/${inV2("c.png")}`);
  await s.api.upload(s.dataset.id, v2.id, "d.png", 200);
  await s.boxes(v2.id, inV2("a.png"), [
    [s.cat, 50, 40],
    [s.dog, 80, 60],
  ]);
  await s.boxes(v2.id, inV2("b.png"), [[s.dog, 5, 5]]);

  await page.goto(`/#${DS}/dataset/management/detail?id=${s.dataset.id}`);
  await page.getByRole("button", { name: "对比" }).click();
  await expect(page).toHaveURL(/dataset\/management\/compare\?/);
  await expect(page.getByRole("heading", { name: "V1 → V2" })).toBeVisible();
  await expect(page.getByRole("group", { name: "新增图片 1" })).toBeVisible();
  await expect(page.getByRole("group", { name: "删除图片 1" })).toBeVisible();
  await expect(page.getByRole("group", { name: "移动标注框 1" })).toBeVisible();
  await expect(page.getByRole("group", { name: "新增标注框 1" })).toBeVisible();
  const counts = page.getByRole("table", { name: "各标签数量" });
  await expect(counts.getByRole("row", { name: /猫/ })).toHaveText(/猫\s*1\s*1\s*0/);
  await expect(counts.getByRole("row", { name: /狗/ })).toHaveText(/狗\s*1\s*2\s*\+1/);
  await expect(page.getByRole("region", { name: "新增图片" }).getByText("d.png")).toBeVisible();
  await expect(page.getByRole("region", { name: "删除图片" }).getByText("c.png")).toBeVisible();

  // The images whose boxes changed, side by side: a.png's 猫 moved from (10, 10) to (50, 40).
  await page.getByRole("option", { name: "a.png" }).click();
  const pair = page.getByRole("group", { name: /a\.png：新增 0，删除 0，移动 1/ });
  await expect(pair.getByRole("figure")).toHaveCount(2);
  await expect(pair.getByText("移动标注框 猫：原位置 (10, 10) → 新位置 (50, 40)")).toBeVisible();
  expect(await axeProblems(page, "main")).toEqual([]);

  // Swapping the versions reads the other way round.
  await page.getByRole("combobox", { name: "对比版本" }).selectOption({ label: "V2" });
  await page.getByRole("combobox", { name: "目标版本" }).selectOption({ label: "V1" });
  await page.getByRole("button", { name: "开始对比" }).click();
  await expect(page.getByRole("heading", { name: "V2 → V1" })).toBeVisible();
  await expect(page.getByRole("group", { name: "新增图片 1" })).toBeVisible();
  await expect(page.getByRole("region", { name: "新增图片" }).getByText("c.png")).toBeVisible();
});

test("a user shares a version; the link opens signed out until revoked, and a short link expires", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInToWorkspace(page, "dev", `/#${DS}/dataset/management`);
  const name = `分享数据-${RUN}`;
  const s = await seed(page, name, ["x.png", "y.png"]);
  await s.boxes(s.v1.id, s.items["x.png"]!, [[s.cat, 20, 20]]);

  await page.goto(`/#${DS}/dataset/management/detail?id=${s.dataset.id}`);
  await page.getByRole("button", { name: "更多操作 V1" }).click();
  await page.getByRole("menuitem", { name: "分享" }).click();
  const dialog = page.getByRole("dialog", { name: "分享 V1" });
  await dialog.getByLabel("有效期").selectOption({ label: "1 天" });
  await dialog.getByRole("button", { name: "生成链接" }).click();
  const link = await dialog.getByLabel("分享链接").inputValue();
  expect(link).toMatch(/#\/home\/sharePage\?token=/);
  await expect(dialog.getByRole("table", { name: "已生成的链接" }).getByText("有效")).toBeVisible();

  // A visitor without an account opens the link: the version's images, the 猫 box drawn read-only.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole("heading", { name: `${name} V1` })).toBeVisible();
  await expect(visitor.getByRole("figure", { name: "x.png（猫）" })).toBeVisible();
  await expect(visitor.getByRole("figure", { name: "y.png" })).toBeVisible();
  expect(await axeProblems(visitor, "main")).toEqual([]);
  expect(await axeProblems(page, ".bp6-dialog")).toEqual([]);

  // Revoked: the same link says so.
  await dialog.getByRole("button", { name: /^撤销/ }).click();
  await expect(dialog.getByText("已撤销")).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole("alert")).toHaveText("分享链接已被撤销");
  await expect(visitor.getByText("无法打开分享")).toBeVisible();

  // A link made to last five seconds opens, then expires: reloaded until it says so (no fixed sleep;
  // five seconds leave a loaded machine time to show the page before the link runs out).
  const short = await s.api.post<{ token: string }>(
    `data-set-history/data-set-share/${s.dataset.id}/${s.v1.id}`,
    {
      expireAt: Date.now() + 5_000,
    },
  );
  await visitor.goto(link.replace(/token=.*$/, `token=${short.token}`));
  await expect(visitor.getByRole("heading", { name: `${name} V1` })).toBeVisible();
  await expect(async () => {
    await visitor.reload();
    await expect(visitor.getByRole("alert")).toHaveText("分享链接已过期", { timeout: 1_000 });
  }).toPass();
});
