import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import yazl from "yazl";
import { createDataset } from "../../src/plugins/datasets/api";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";
import { pngImage } from "../support/pngImage";
import { openDatasetsPage, uniqueName } from "./datasets.shell";

cleanShellAfterEach();
const server = serverForThisFile();
const DETAIL = "/home/dataset-management/dataset/management/detail";

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

async function openFormatsTab() {
  const name = uniqueName("格式");
  await openDatasetsPage(server(), async (core) => {
    const dataset = await createDataset(core.http, { dataSetName: name, description: "" });
    return `${DETAIL}?id=${dataset.id}`;
  });
  fireEvent.click(await screen.findByRole("tab", { name: "导入导出" }));
  return name;
}

const zipFile = (bytes: Buffer, name = "data.zip") =>
  new File([new Uint8Array(bytes)], name, { type: "application/zip" });

// Each test uploads and imports through the real server: 60 s on a busy machine.
describe("导入导出 tab", () => {
  it("export of an empty version says 无可下载文件！ without a download", async () => {
    await openFormatsTab();
    expect(await screen.findByRole("combobox", { name: "导出格式" })).toHaveValue("coco");
    fireEvent.click(screen.getByRole("button", { name: "导出" }));
    expect(await screen.findByText("无可下载文件！")).toBeInTheDocument();
  });

  it("imports a YOLO zip from disk: progress, then the record's summary and a new version count", async () => {
    await openFormatsTab();
    const archive = await zipOf([
      { name: "classes.txt", bytes: "猫\n" },
      { name: "images/a.png", bytes: pngImage(40, 30) },
      { name: "labels/a.txt", bytes: "0 0.5 0.5 0.5 0.5\n" },
    ]);
    fireEvent.change(await screen.findByTestId("dataset-import-file"), {
      target: { files: [zipFile(archive)] },
    });
    const record = await screen.findByText("已导入 1 张图片、1 个标注框（YOLO）到 V1");
    const callout = record.closest("[role=status]") as HTMLElement;
    expect(within(callout).getByText("最近一次导入：导入完成")).toBeInTheDocument();
    expect(within(callout).getByRole("link", { name: "查看标注" })).toHaveAttribute(
      "href",
      expect.stringContaining("data-annotations?dataset="),
    );
    // The versions reloaded: V1 now holds the image.
    await waitFor(() =>
      expect(within(screen.getByRole("table", { name: "版本" })).getByText("1")).toBeInTheDocument(),
    );
  });

  it("a refused archive shows the refusal naming the file and line", async () => {
    await openFormatsTab();
    const archive = await zipOf([
      { name: "classes.txt", bytes: "猫\n" },
      { name: "images/a.png", bytes: pngImage(40, 30) },
      { name: "labels/a.txt", bytes: "4 0.5 0.5 0.5 0.5\n" },
    ]);
    fireEvent.change(await screen.findByTestId("dataset-import-file"), {
      target: { files: [zipFile(archive)] },
    });
    expect(await screen.findByText("labels/a.txt 第 1 行：未知类别 4")).toBeInTheDocument();
    expect(screen.getByText("最近一次导入：导入失败")).toBeInTheDocument();
  });
});
