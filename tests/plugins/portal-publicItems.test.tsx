import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import portal from "../../src/plugins/portal";
import portalDirectory from "../../src/plugins/portal-directory";
import { renderInTestShell } from "../../src/testing";
import { forgetKeptPages } from "../../src/ui/kit/keepAlive";
import { png } from "../server/annotationFixture";
import { signIn } from "../server/helpers";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";

cleanShellAfterEach();
afterEach(forgetKeptPages);
const server = serverForThisFile();
const API = "/api/aimanager/v1";

let dev: string;
beforeAll(async () => {
  dev = await signIn(server().app, "dev", "Dev@123");
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const call = async (method: "GET" | "POST" | "PUT", url: string, payload?: object): Promise<any> => {
  const response = await server().app.inject({
    method,
    url: `${API}${url}`,
    headers: { authorization: `Bearer ${dev}` },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

async function dataset(name: string, isPublic: boolean, images: string[]) {
  const { id } = await call("POST", "/data-set/data", { dataSetName: name, description: "海岸线的鸟" });
  const [version] = await call("GET", `/data-set-history/list?dataSetId=${id}`);
  // The multipart body by hand: jsdom's FormData does not serialise through Response here.
  const boundary = "----portal-public-items";
  const payload = Buffer.concat([
    ...images.flatMap((file, index) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file}"\r\n` +
          "Content-Type: image/png\r\n\r\n",
      ),
      png(8 + index, 8),
      Buffer.from("\r\n"),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  const uploaded = await server().app.inject({
    method: "POST",
    url: `${API}/data-set/data-set-upload/simple/${id}/${version.id}`,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${dev}` },
    payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  if (isPublic) await call("PUT", "/data-set/updatePublic", { id, isPublic: 1 });
  return id as number;
}

async function algorithm(name: string) {
  const [root] = await call("GET", "/algorithm-type/parents");
  const [child] = await call("GET", `/algorithm-type/childrens?parentId=${root.id}`);
  const { id } = await call("POST", "/tb-algorithm-manage/algorithm", { name, typeId: child.id });
  const version = await call("POST", "/tb-algorithm-version/version", {
    algorithmId: id,
    trainer: "softmax",
    params: { epochs: 12 },
  });
  await call("PUT", "/tb-algorithm-version/public", { id: version.id, isPublic: 1 });
  await call("PUT", "/tb-algorithm-manage/updatePublic", { id, isPublic: 1 });
  return id as number;
}

/** The portal as a visitor sees it (nobody signed in). */
const open = (route: string) =>
  renderInTestShell(null, { adapter: server().adapter, plugins: [portal, portalDirectory], route });

describe("what the search finds opens without a sign-in", () => {
  it("a public dataset: its facts, its version and its images", async () => {
    const word = `鹬${Date.now().toString(36)}`;
    const id = await dataset(`${word}滩涂`, true, ["a.png", "b.png"]);
    await open(`/portal/search?keyword=${encodeURIComponent(word)}`);
    const found = await screen.findByRole("list", { name: "数据集" });
    fireEvent.click(within(found).getByRole("button", { name: "查看数据集" }));

    await waitFor(() => expect(location.hash).toBe(`#/portal/datasetDetail?id=${id}`));
    expect(await screen.findByRole("heading", { name: `${word}滩涂`, level: 3 })).toBeInTheDocument();
    expect(screen.getByText("海岸线的鸟")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "版本" })).toHaveDisplayValue("V1（2 张）");
    const thumbs = await screen.findByRole("list", { name: "数据预览" });
    const images = within(thumbs).getAllByRole("img");
    expect(images.map((image) => image.getAttribute("alt"))).toEqual(["a.png", "b.png"]);
    expect(images[0].getAttribute("src")).toMatch(/^\/api\/aimanager\/v1\/data-set-item\/public-file\/\d+$/);
    expect(within(thumbs).getByText("9×8")).toBeInTheDocument();
  });

  it("a public algorithm: its public version with the trainer and the hyper-parameters' values", async () => {
    const word = `鹮${Date.now().toString(36)}`;
    const id = await algorithm(`${word}识别`);
    await open(`/portal/search?keyword=${encodeURIComponent(word)}&type=algorithm`);
    const found = await screen.findByRole("list", { name: "算法" });
    fireEvent.click(within(found).getByRole("button", { name: "查看算法" }));

    await waitFor(() => expect(location.hash).toBe(`#/portal/algorithmDetail?id=${id}`));
    const version = await screen.findByRole("listitem");
    expect(within(version).getByText("训练器：颜色形状 Softmax 回归")).toBeInTheDocument();
    const epochs = within(version).getByRole("row", { name: /epochs/ });
    expect(epochs).toHaveTextContent("12");
    expect(epochs).toHaveTextContent("训练轮数");
  });

  it("a private dataset's page says once that it does not exist, without 重试 (retrying cannot help)", async () => {
    const id = await dataset(`私有${Date.now().toString(36)}`, false, ["c.png"]);
    await open(`/portal/datasetDetail?id=${id}`);
    expect(await screen.findByText("该内容不存在或未公开")).toBeInTheDocument();
    // Give the versions' call the time to answer: it adds no second message.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole("button", { name: "重试" })).toBeNull();
    expect(screen.queryByText("加载失败，请稍后重试")).toBeNull();
    expect(document.querySelectorAll(".bp6-toast")).toHaveLength(0);
    expect(screen.queryByRole("list", { name: "数据预览" })).toBeNull();
  });

  it("a detail link without an id says the link is incomplete, not 缺少参数 id", async () => {
    await open("/portal/appDetail");
    expect(await screen.findByText("链接不完整：未指定要查看的内容，请从列表中打开")).toBeInTheDocument();
    expect(screen.queryByText("缺少参数 id")).toBeNull();
  });
});
