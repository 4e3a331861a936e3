import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import backstage from "../../src/plugins/backstage";
import orgsPlugin from "../../src/plugins/orgs";
import { createTestCore, renderInTestShell, signInAs } from "../../src/testing";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";
import { pngImage } from "../support/pngImage";

cleanShellAfterEach();
const server = serverForThisFile();

async function open(route: string) {
  const core = createTestCore({ adapter: server().adapter });
  await signInAs(core, "admin");
  await renderInTestShell(null, { core, plugins: [backstage, orgsPlugin], route });
}

async function addClassify(name: string, parent?: string) {
  fireEvent.click(screen.getByRole("button", { name: parent ? "新增下级" : "新增分类" }));
  const dialog = await screen.findByRole("dialog");
  fireEvent.change(within(dialog).getByLabelText(/分类名称/), { target: { value: name } });
  if (parent) expect(within(dialog).getByLabelText(/上级分类/)).toHaveDisplayValue(parent);
  fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
}

const treeLabels = () =>
  [...document.querySelectorAll(".ws-orgs-tree .bp6-tree-node-label")].map((node) => node.textContent);

const clickNode = (name: string) =>
  fireEvent.click(
    [...document.querySelectorAll(".ws-orgs-tree .bp6-tree-node-label")].find(
      (node) => node.textContent === name,
    )!,
  );

describe("行业分类 and 专家库", () => {
  it("builds the industry tree, moves a node and refuses deleting a node with children", async () => {
    await open("/backstage/classify-management/industry-classification");
    // A fresh platform starts with the seeded industries (server/orgs/classifyRoutes.ts).
    const SEEDED = ["智能制造", "工业质检", "智慧城市", "交通监控", "医疗健康", "医学影像"];
    await waitFor(() => expect(treeLabels()).toEqual(SEEDED));
    await addClassify("制造业");
    await addClassify("能源");
    await waitFor(() => expect(treeLabels()).toEqual([...SEEDED, "制造业", "能源"]));
    clickNode("能源");
    await addClassify("电力", "能源");
    await waitFor(() => expect(treeLabels()).toEqual([...SEEDED, "制造业", "能源", "电力"]));

    clickNode("能源");
    expect(screen.getByRole("button", { name: "下移" })).toBeDisabled();
    fireEvent.click(screen.getByRole("button", { name: "上移" }));
    await waitFor(() => expect(treeLabels()).toEqual([...SEEDED, "能源", "电力", "制造业"]));

    fireEvent.click(screen.getByRole("button", { name: "删除" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "确认" }));
    expect(await screen.findByText("分类“能源”正在使用中，不能删除：下级分类 电力")).toBeInTheDocument();
  });

  it("adds an expert, refuses a GIF photo with the spec's text and shows a PNG one", async () => {
    await open("/backstage/professor-management/professor-manage");
    const table = await screen.findByRole("table", { name: "专家库" });
    fireEvent.click(screen.getByRole("button", { name: "新增专家" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByText("请输入专家姓名")).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/专家姓名/), { target: { value: "孙教授" } });
    fireEvent.change(within(dialog).getByLabelText(/研究领域/), { target: { value: "自然语言处理" } });
    fireEvent.change(within(dialog).getByLabelText(/所在单位/), { target: { value: "某研究院" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(table).findByText("孙教授")).toBeInTheDocument();

    fireEvent.click(within(table).getByRole("button", { name: "照片" }));
    const photo = await screen.findByRole("dialog", { name: /孙教授/ });
    const input = within(photo).getByLabelText("选择照片");
    fireEvent.change(input, { target: { files: [new File(["GIF89a"], "a.gif", { type: "image/gif" })] } });
    expect(await within(photo).findByText("请上传以下文件格式：png、jpg、jpeg")).toBeInTheDocument();
    // A real PNG: the server checks the photo's bytes, not only its label.
    const png = pngImage(2, 2);
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(png)], "a.png")] } });
    await waitFor(() => expect(within(photo).getByRole("button", { name: "保存" })).toBeEnabled());
    fireEvent.click(within(photo).getByRole("button", { name: "保存" }));
    const img = await within(table).findByRole("img", { name: "照片 孙教授" });
    expect(img).toHaveAttribute("src", `data:image/png;base64,${png.toString("base64")}`);
  });
});
