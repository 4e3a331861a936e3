import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  createLabelGroup,
  createTeam,
  listLabels,
  listMembers,
  pageLabelGroups,
} from "../../src/plugins/datasets/api";
import type { LabelGroup, Team } from "../../src/plugins/datasets/types";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";
import { answerConfirm, openDatasetsPage, uniqueName } from "./datasets.shell";

cleanShellAfterEach();
const server = serverForThisFile();
const GROUPS = "/home/dataset-management/label-group-management";
const TEAMS = "/home/dataset-management/annotation-team-management";

const rowIn = (table: HTMLElement, text: string) =>
  within(table).getByText(text).closest("tr") as HTMLElement;

async function fillDialog(values: Record<string, string>, submit = "保存") {
  const dialog = await screen.findByRole("dialog");
  for (const [label, value] of Object.entries(values))
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  fireEvent.click(within(dialog).getByRole("button", { name: submit }));
  return dialog;
}

describe("标签组管理", () => {
  it("adds a group, its labels with colours, pins one first, edits and deletes one", async () => {
    const { core } = await openDatasetsPage(server(), GROUPS);
    expect(await screen.findByText("请选择左侧的标签组查看其标签")).toBeInTheDocument();
    fireEvent.click(await screen.findByRole("button", { name: "新增标签组" }));
    const group = uniqueName("动物");
    await fillDialog({ 标签组名称: group, 描述: "猫狗" });
    const labels = await screen.findByRole("table", { name: `${group} 的标签` });
    expect(await within(labels).findByText("暂无数据")).toBeInTheDocument();

    for (const [name, color] of [
      ["猫", "#FF0000"],
      ["狗", "#00AA00"],
    ]) {
      fireEvent.click(screen.getByRole("button", { name: "新增标签" }));
      await fillDialog({ 标签名称: name, 颜色: color });
      await waitFor(() => expect(within(labels).getByText(name)).toBeInTheDocument());
    }
    expect(within(labels).getByText("#00AA00")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "新增标签" }));
    const dialog = await fillDialog({ 标签名称: "猫", 颜色: "red" });
    expect(await within(dialog).findByText("颜色格式为 #RRGGBB")).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^颜色/), { target: { value: "#123456" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByText("标签名称已存在")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "取消" }));

    fireEvent.click(within(rowIn(labels, "狗")).getByRole("button", { name: "置顶" }));
    await waitFor(() => expect(within(rowIn(labels, "狗")).getByText("已置顶")).toBeInTheDocument());
    const names = () =>
      within(labels)
        .getAllByRole("row")
        .slice(1)
        .map((row) => (row as HTMLTableRowElement).cells[0]!.textContent);
    expect(names()[0]).toMatch(/^狗/);

    fireEvent.click(within(rowIn(labels, "猫")).getByRole("button", { name: "编辑" }));
    await fillDialog({ 标签名称: "小猫" });
    await waitFor(() => expect(within(labels).getByText("小猫")).toBeInTheDocument());
    fireEvent.click(within(rowIn(labels, "小猫")).getByRole("button", { name: "删除" }));
    await answerConfirm("确认删除“小猫”吗？");
    await waitFor(() => expect(within(labels).queryByText("小猫")).not.toBeInTheDocument());

    const groups = await pageLabelGroups(core.http, { pageNum: 1, pageSize: 10, groupName: group });
    const stored = await listLabels(core.http, groups.list[0]!.id);
    expect(stored.map((label) => [label.labelName, label.color, label.top])).toEqual([["狗", "#00AA00", 1]]);
  });

  it("复制 asks the new group's name and copies the labels", async () => {
    const name = uniqueName("源组");
    let source: LabelGroup | undefined;
    const { core } = await openDatasetsPage(server(), async (signedIn) => {
      source = await createLabelGroup(signedIn.http, { groupName: name, description: "" });
      const { addLabel } = await import("../../src/plugins/datasets/api");
      await addLabel(signedIn.http, { groupId: source.id, labelName: "车", color: "#0000FF" });
      return GROUPS;
    });
    const table = await screen.findByRole("table", { name: "标签组管理" });
    const row = await waitFor(() => rowIn(table, name));
    fireEvent.click(within(row).getByRole("button", { name: "复制" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("复制标签组")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/新标签组名称/)).toHaveValue(`${name}-副本`);
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    const copyLabels = await screen.findByRole("table", { name: `${name}-副本 的标签` });
    expect(await within(copyLabels).findByText("车")).toBeInTheDocument();
    const copies = await pageLabelGroups(core.http, { pageNum: 1, pageSize: 10, groupName: `${name}-副本` });
    expect(copies.list.map((group) => [group.groupName, group.labelCount])).toEqual([[`${name}-副本`, 1]]);
  });
});

describe("标注团队管理", () => {
  it("adds a team, then 成员管理 picks members and saves the list in one call (保存成功)", async () => {
    const teamName = uniqueName("团队");
    let team: Team | undefined;
    const { core } = await openDatasetsPage(server(), async (signedIn) => {
      team = await createTeam(signedIn.http, { teamName, description: "标注组" });
      return TEAMS;
    });
    const table = await screen.findByRole("table", { name: "标注团队管理" });
    const row = await waitFor(() => rowIn(table, teamName));
    expect(within(row).getByText("标注组")).toBeInTheDocument();
    expect(within(row).getByText(String(team!.teamId))).toBeInTheDocument();

    fireEvent.click(within(row).getByRole("button", { name: "成员管理" }));
    const dialog = await screen.findByRole("dialog");
    const search = await within(dialog).findByLabelText("选择成员");
    fireEvent.focus(search);
    fireEvent.change(search, { target: { value: "标注员一" } });
    fireEvent.click(await screen.findByText(/标注员一/, { selector: ".bp6-menu-item *, .bp6-menu-item" }));
    await waitFor(() =>
      expect(within(dialog).getByText(/标注员一（annot1）/, { selector: ".bp6-tag *" })).toBeInTheDocument(),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await screen.findByText("保存成功")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // 成员数 is the fourth column
    await waitFor(() =>
      expect((rowIn(table, teamName) as HTMLTableRowElement).cells[3]).toHaveTextContent(/^1$/),
    );
    const members = await listMembers(core.http, team!.teamId);
    expect(members.map((member) => member.userName)).toEqual(["annot1"]);
  });

  it("validates, edits and deletes a team", async () => {
    await openDatasetsPage(server(), TEAMS);
    fireEvent.click(await screen.findByRole("button", { name: "新增团队" }));
    const dialog = await fillDialog({});
    expect(await within(dialog).findByText("请输入团队名称")).toBeInTheDocument();
    const name = uniqueName("临时");
    await fillDialog({ 团队名称: name });
    const table = await screen.findByRole("table", { name: "标注团队管理" });
    await waitFor(() => expect(within(table).getByText(name)).toBeInTheDocument());
    fireEvent.click(within(rowIn(table, name)).getByRole("button", { name: "编辑" }));
    await fillDialog({ 描述: "改过" });
    await waitFor(() => expect(within(rowIn(table, name)).getByText("改过")).toBeInTheDocument());
    fireEvent.click(within(rowIn(table, name)).getByRole("button", { name: "删除" }));
    await answerConfirm(`确认删除“${name}”吗？`);
    await waitFor(() => expect(within(table).queryByText(name)).not.toBeInTheDocument());
  });
});
