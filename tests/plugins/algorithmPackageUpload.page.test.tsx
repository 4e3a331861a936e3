import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import algorithms from "../../src/plugins/algorithms";
import "../../src/plugins/algorithms/AlgorithmsPage";
import devPlatform from "../../src/plugins/dev-platform";
import { createTestCore, renderInTestShell, signInAs } from "../../src/testing";
import { signIn } from "../server/helpers";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";

cleanShellAfterEach();
const server = serverForThisFile();

const manifest = (title: string) => ({
  name: "页面上传算法",
  taskType: "classification",
  runtime: "sh",
  entrypoint: "sh train.sh",
  datasetFormat: "coco",
  hyperParameters: [{ name: "rounds", type: "int", default: 2, min: 1, max: 5, title }],
});
const zipFile = (title: string, name: string) =>
  new File(
    [
      zipSync({
        "pkg/manifest.json": strToU8(JSON.stringify(manifest(title))),
        "pkg/train.sh": strToU8("echo hi"),
      }),
    ],
    name,
    { type: "application/zip" },
  );

describe("新增算法版本 with a package uploaded from this computer", () => {
  it("refuses a bad package in words, then takes a good one with its Chinese parameter title", async () => {
    const token = await signIn(server().app, "admin", "Admin@123");
    const created = await server().app.inject({
      method: "POST",
      url: "/api/aimanager/v1/tb-algorithm-manage/algorithm",
      payload: { name: "页面上传测试", typeId: 3 },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(created.statusCode).toBe(200);

    const core = createTestCore({ adapter: server().adapter });
    await signInAs(core, "admin");
    await renderInTestShell(null, {
      core,
      plugins: [devPlatform, algorithms],
      route: "/home/model-management/algorithm-management",
    });
    const row = (await screen.findByText("页面上传测试")).closest("tr")!;
    fireEvent.click(within(row).getByRole("button", { name: "版本" }));
    const versions = await screen.findByRole("dialog", { name: "页面上传测试 的版本" });
    fireEvent.click(within(versions).getByRole("button", { name: "新增算法版本" }));
    const form = await screen.findByRole("dialog", { name: "新增算法版本" });
    await waitFor(() => expect(within(form).getByLabelText("算法来源")).toHaveTextContent("Softmax"));
    fireEvent.change(within(form).getByLabelText("算法来源"), { target: { value: "upload" } });

    // A labelled file input: the refusal is the manifest's message, in words.
    const archive = within(form).getByLabelText("选择压缩包");
    expect(within(form).getByLabelText("选择文件夹")).toHaveAttribute("type", "file");
    fireEvent.change(archive, { target: { files: [zipFile("", "bad.zip")] } });
    expect(await within(form).findByRole("alert")).toHaveTextContent("超参数 rounds 缺少中文标题 title");

    fireEvent.change(archive, { target: { files: [zipFile("轮数", "good.zip")] } });
    expect(await within(form).findByRole("status")).toHaveTextContent(
      "已上传 good.zip：页面上传算法（classification，sh，读取 coco 格式）",
    );
    expect(within(form).queryByRole("alert")).not.toBeInTheDocument();
    expect(within(form).getByText("轮数（rounds）")).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText("轮数"), { target: { value: "4" } });
    fireEvent.click(within(form).getByRole("button", { name: "保存" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "新增算法版本" })).not.toBeInTheDocument(),
    );
    const v1 = (await within(versions).findByText("V1")).closest("tr")!;
    expect(v1).toHaveTextContent("页面上传算法");
    expect(v1).toHaveTextContent("good.zip");
    expect(v1).toHaveTextContent("rounds=4");
  });
});
