import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDataset, listVersions } from "../../src/plugins/datasets/api";
import type { Dataset } from "../../src/plugins/datasets/types";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";
import { pngImage } from "../support/pngImage";
import { answerConfirm, openDatasetsPage, uniqueName } from "./datasets.shell";

cleanShellAfterEach();
const server = serverForThisFile();
const DETAIL = "/home/dataset-management/dataset/management/detail";

const made: string[] = [];
const revoked: string[] = [];
beforeEach(() => {
  made.length = 0;
  revoked.length = 0;
  URL.createObjectURL = vi.fn(() => {
    made.push(`blob:thumb-${made.length + 1}`);
    return made.at(-1)!;
  });
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
});
afterEach(() => vi.restoreAllMocks());

const png = (name: string, width: number, height: number) =>
  new File([new Uint8Array(pngImage(width, height))], name, { type: "image/png" });

async function openNewDataset(options: { refuseChunks?: boolean } = {}) {
  const name = uniqueName("详情");
  let dataset: Dataset | undefined;
  const shell = await openDatasetsPage(
    server(),
    async (core) => {
      dataset = await createDataset(core.http, { dataSetName: name, description: "详情描述" });
      return `${DETAIL}?id=${dataset.id}`;
    },
    "dev",
    options,
  );
  expect(await screen.findByRole("heading", { name })).toBeInTheDocument();
  return { ...shell, dataset: dataset!, name };
}

const versionsTable = () => screen.getByRole("table", { name: "版本" });

describe("数据集详情", () => {
  it("shows the versions and uploads images by chunks into the selected one, with thumbnails", async () => {
    const { core, dataset, unmount } = await openNewDataset();
    await waitFor(() => expect(within(versionsTable()).getByText("V1")).toBeInTheDocument());
    // The 数据 tab is the first contribution to the detail page's tab slot; its panel loads on show.
    expect(await screen.findByText("V1 的数据")).toBeInTheDocument();
    expect(await screen.findByText("暂无数据")).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText("上传图片"), {
      target: {
        files: [
          png("cat.png", 40, 30),
          png("dog.png", 8, 6),
          new File(["text"], "note.txt", { type: "text/plain" }),
        ],
      },
    });
    expect(await screen.findByText("note.txt 不是图片")).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText("已上传")).toHaveLength(2));
    expect(screen.getByText("已上传 2 / 3")).toBeInTheDocument();
    expect(await screen.findByText("40×30")).toBeInTheDocument();
    expect(await screen.findByText("8×6")).toBeInTheDocument();
    expect(screen.getByText("cat.png", { selector: ".ws-ds-card-name" })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("img", { name: "cat.png" })).toHaveAttribute(
        "src",
        expect.stringMatching(/^blob:thumb-/),
      ),
    );
    await waitFor(() => expect(within(versionsTable()).getByText("2")).toBeInTheDocument());
    const versions = await listVersions(core.http, dataset.id);
    expect(versions.map((version) => [version.version, version.itemCount])).toEqual([["V1", 2]]);

    unmount();
    expect(revoked.sort()).toEqual([...made].sort());
  });

  it("新建版本 copies the selected version's images; a version and an image are deleted after confirming", async () => {
    const { core, dataset } = await openNewDataset();
    await waitFor(() => expect(within(versionsTable()).getByText("V1")).toBeInTheDocument());
    // dropped on the items panel
    fireEvent.drop(await screen.findByRole("region", { name: "V1 的数据" }), {
      dataTransfer: { files: [png("one.png", 5, 5)] },
    });
    await screen.findByText("5×5");

    fireEvent.click(screen.getByRole("button", { name: "新建版本" }));
    expect(await within(versionsTable()).findByText("V2")).toBeInTheDocument();
    expect(await screen.findByText("V2 的数据")).toBeInTheDocument();
    expect(await screen.findByText("5×5")).toBeInTheDocument();

    fireEvent.click(within(versionsTable()).getByRole("button", { name: "删除 V2" }));
    await answerConfirm("确认删除“V2”吗？");
    await waitFor(() => expect(within(versionsTable()).queryByText("V2")).not.toBeInTheDocument());
    expect(await screen.findByText("V1 的数据")).toBeInTheDocument();
    expect(within(versionsTable()).getByRole("button", { name: "删除 V1" })).toBeDisabled();

    fireEvent.click(screen.getByRole("button", { name: "列表" }));
    const items = await screen.findByRole("table", { name: "V1 的数据" });
    await within(items).findByText("one.png");
    fireEvent.click(within(items).getByRole("button", { name: "删除" }));
    await answerConfirm("确认删除“one.png”吗？");
    expect(await within(items).findByText("暂无数据")).toBeInTheDocument();
    const versions = await listVersions(core.http, dataset.id);
    expect(versions.map((version) => [version.version, version.itemCount])).toEqual([["V1", 0]]);
  });

  it("shows 文件上传失败，请稍后重试 on the file's row (and as a tip) when the chunk endpoint refuses", async () => {
    const { core, dataset } = await openNewDataset({ refuseChunks: true });
    await waitFor(() => expect(within(versionsTable()).getByText("V1")).toBeInTheDocument());
    fireEvent.change(await screen.findByLabelText("上传图片"), { target: { files: [png("bad.png", 4, 4)] } });
    const row = (await screen.findByText("bad.png", { selector: ".ws-ds-upload-name" })).closest("li")!;
    await waitFor(() => expect(within(row).getByText("文件上传失败，请稍后重试")).toBeInTheDocument());
    expect(
      await screen.findByText("文件上传失败，请稍后重试", { selector: ".bp6-toast *" }),
    ).toBeInTheDocument();
    expect(screen.getByText("已上传 0 / 1")).toBeInTheDocument();
    expect((await listVersions(core.http, dataset.id))[0]!.itemCount).toBe(0);
  });

  it("says so when the id names no dataset", async () => {
    await openDatasetsPage(server(), `${DETAIL}?id=999999`);
    expect(await screen.findByText("数据集不存在或无权查看")).toBeInTheDocument();
  });
});
