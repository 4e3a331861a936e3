// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { annotationFixture, type AnnotationFixture } from "./annotationFixture";
import { closeAll } from "./helpers";

let f: AnnotationFixture;
let admin: string;
let dev: string;
beforeEach(async () => {
  f = await annotationFixture();
  admin = f.tokens.admin;
  dev = f.tokens.dev;
});
afterEach(closeAll);

describe("label groups and labels", () => {
  it("creates, lists, edits and deletes groups with their messages", async () => {
    const group = await f.call(admin, "POST", "label-group", { groupName: "动物", description: "猫狗" });
    expect(group.data).toMatchObject({ groupName: "动物", description: "猫狗", labelCount: 0 });
    expect((await f.call(admin, "POST", "label-group", { groupName: "" })).message).toBe(
      "标签组名称不能为空",
    );
    expect((await f.call(admin, "POST", "label-group", { groupName: "动物" })).message).toBe(
      "标签组名称已存在",
    );
    expect((await f.call(admin, "POST", "label-group", { groupName: "x".repeat(51) })).message).toBe(
      "标签组名称最多输入50个字符",
    );
    await f.call(admin, "POST", "label-group", { groupName: "车辆" });
    const page = await f.call(admin, "GET", "label-group/page?groupName=动&pageSize=5");
    expect(page.data).toMatchObject({ total: 1, pageSize: 5, list: [{ groupName: "动物" }] });
    expect(
      (await f.call(admin, "GET", "label-group/groups")).data.map((g: { groupName: string }) => g.groupName),
    ).toEqual(["车辆", "动物"]);
    const edited = await f.call(admin, "PUT", "label-group", { id: group.data.id, groupName: "动物们" });
    expect(edited.data).toMatchObject({ groupName: "动物们", description: "猫狗" });
    expect((await f.call(dev, "PUT", "label-group", { id: group.data.id, groupName: "x" })).status).toBe(403);
    expect((await f.call(dev, "GET", `data-set-label/list?groupId=${group.data.id}`)).status).toBe(403);
    expect((await f.call(admin, "DELETE", `label-group/${group.data.id}`)).status).toBe(200);
    expect((await f.call(admin, "DELETE", `label-group/${group.data.id}`)).status).toBe(404);
  });

  it("adds, edits, pins (newest pin first) and deletes labels", async () => {
    const groupId = (await f.call(admin, "POST", "label-group", { groupName: "动物" })).data.id;
    const add = (labelName: string, color = "#112233") =>
      f.call(admin, "POST", "data-set-label/add", { groupId, labelName, color });
    const [cat, dog, bird] = [
      (await add("猫")).data,
      (await add("狗", "#aabbcc")).data,
      (await add("鸟")).data,
    ];
    expect(dog).toMatchObject({ groupId, labelName: "狗", color: "#AABBCC", top: 0 });
    expect((await add("猫")).message).toBe("标签名称已存在");
    expect((await add("")).message).toBe("标签名称不能为空");
    expect((await add("鱼", "red")).message).toBe("标签颜色须为 #RRGGBB");
    const names = async () =>
      (await f.call(admin, "GET", `data-set-label/list?groupId=${groupId}`)).data.map(
        (l: { labelName: string }) => l.labelName,
      );
    expect(await names()).toEqual(["猫", "狗", "鸟"]);

    expect((await f.call(admin, "POST", `data-set-label/top/${bird.id}`)).data.top).toBe(1);
    expect((await f.call(admin, "POST", `data-set-label/top/${dog.id}`)).data.top).toBe(1);
    expect(await names()).toEqual(["狗", "鸟", "猫"]);
    expect((await f.call(admin, "POST", `data-set-label/top/${dog.id}`)).data.top).toBe(0);
    expect(await names()).toEqual(["鸟", "猫", "狗"]);

    const edited = await f.call(admin, "POST", `data-set-label/${cat.id}`, {
      labelName: "猫咪",
      color: "#000000",
    });
    expect(edited.data).toMatchObject({ labelName: "猫咪", color: "#000000" });
    expect((await f.call(admin, "POST", `data-set-label/${cat.id}`, { labelName: "狗" })).message).toBe(
      "标签名称已存在",
    );
    expect((await f.call(dev, "POST", `data-set-label/${cat.id}`, { labelName: "x" })).status).toBe(403);
    expect((await f.call(admin, "DELETE", `data-set-label/${cat.id}`)).status).toBe(200);
    expect(await names()).toEqual(["鸟", "狗"]);
    expect((await f.call(admin, "GET", "label-group/groups")).data[0].labelCount).toBe(2);
    expect((await f.call(admin, "GET", `label-group/label-stat?groupId=${groupId}`)).data).toEqual([
      { labelId: bird.id, labelName: "鸟", color: "#112233", count: 0 },
      { labelId: dog.id, labelName: "狗", color: "#AABBCC", count: 0 },
    ]);
  });

  it("copies a group with its labels under a new name", async () => {
    const groupId = (await f.call(admin, "POST", "label-group", { groupName: "动物" })).data.id;
    await f.call(admin, "POST", "data-set-label/add", { groupId, labelName: "猫", color: "#FF0000" });
    const dog = (
      await f.call(admin, "POST", "data-set-label/add", { groupId, labelName: "狗", color: "#00FF00" })
    ).data;
    await f.call(admin, "POST", `data-set-label/top/${dog.id}`);
    expect(
      (await f.call(admin, "POST", "data-set-label/label-group-copy", { groupId, groupName: "动物" }))
        .message,
    ).toBe("标签组名称已存在");
    expect(
      (await f.call(dev, "POST", "data-set-label/label-group-copy", { groupId, groupName: "偷" })).status,
    ).toBe(403);
    const copy = await f.call(admin, "POST", "data-set-label/label-group-copy", {
      groupId,
      groupName: "动物副本",
    });
    expect(copy.data).toMatchObject({ groupName: "动物副本", labelCount: 2 });
    const labels = (await f.call(admin, "GET", `data-set-label/list?groupId=${copy.data.id}`)).data;
    expect(
      labels.map((l: { labelName: string; top: number; groupId: number }) => [l.labelName, l.top, l.groupId]),
    ).toEqual([
      ["狗", 1, copy.data.id],
      ["猫", 0, copy.data.id],
    ]);
  });
});

describe("teams and members", () => {
  it("creates, pages, edits and deletes teams", async () => {
    const team = await f.call(admin, "POST", "tb-team", { teamName: "标注一组", description: "图像" });
    expect(team.data).toMatchObject({ teamName: "标注一组", description: "图像", memberCount: 0 });
    expect((await f.call(admin, "POST", "tb-team", { teamName: " " })).message).toBe("团队名称不能为空");
    expect((await f.call(admin, "POST", "tb-team", { teamName: "标注一组" })).message).toBe("团队名称已存在");
    await f.call(admin, "POST", "tb-team", { teamName: "标注二组" });
    expect((await f.call(admin, "GET", "tb-team/page?teamName=一")).data).toMatchObject({
      total: 1,
      list: [{ teamName: "标注一组" }],
    });
    expect((await f.call(admin, "GET", "tb-team/list")).data).toHaveLength(2);
    const edited = await f.call(admin, "PUT", "tb-team", { teamId: team.data.teamId, teamName: "一组" });
    expect(edited.data.teamName).toBe("一组");
    expect((await f.call(dev, "PUT", "tb-team", { teamId: team.data.teamId, teamName: "x" })).status).toBe(
      403,
    );
    expect((await f.call(dev, "DELETE", `tb-team/${team.data.teamId}`)).status).toBe(403);
    expect((await f.call(admin, "DELETE", `tb-team/${team.data.teamId}`)).status).toBe(200);
    expect((await f.call(admin, "GET", "tb-team/list")).data).toHaveLength(1);
    // annotators have no team code
    expect((await f.call(f.tokens.annot1, "GET", "tb-team/page")).status).toBe(403);
  });

  it("offers audited, enabled annotators and replaces the member list in one call", async () => {
    const candidates = (await f.call(admin, "GET", "tb-member/candidates")).data as {
      userId: number;
      userName: string;
      displayName: string;
    }[];
    expect(candidates.map((c) => c.userName)).toEqual(["admin", "dev", "dev2", "annot1", "annot2"]);
    expect(candidates.find((c) => c.userName === "annot1")?.displayName).toBe("标注员一");
    expect(
      (await f.call(admin, "GET", "tb-member/candidates?keyword=标注员")).data.map(
        (c: { userName: string }) => c.userName,
      ),
    ).toEqual(["annot1", "annot2"]);
    const id = (name: string) => candidates.find((c) => c.userName === name)!.userId;
    const teamId = (await f.call(admin, "POST", "tb-team", { teamName: "组" })).data.teamId;
    const first = await f.call(admin, "POST", "tb-member/batch", {
      teamId,
      userIds: [id("annot1"), id("annot2")],
    });
    expect(first.data.map((m: { userName: string }) => m.userName)).toEqual(["annot1", "annot2"]);
    const annot2Member = first.data[1].memberId;
    const second = await f.call(admin, "POST", "tb-member/batch", {
      teamId,
      userIds: [id("annot2"), id("dev")],
    });
    expect(second.data.map((m: { userName: string; memberId: number }) => m.userName)).toEqual([
      "annot2",
      "dev",
    ]);
    expect(second.data[0].memberId).toBe(annot2Member);
    expect((await f.call(admin, "GET", `tb-member/list?teamId=${teamId}`)).data).toHaveLength(2);
    expect((await f.call(admin, "GET", "tb-team/list")).data[0].memberCount).toBe(2);

    const pending = f.app.platform.users.byName("pending")!.id;
    const refused = await f.call(admin, "POST", "tb-member/batch", { teamId, userIds: [pending] });
    expect([refused.status, refused.message]).toEqual([400, "所选用户不能参与标注"]);
    expect((await f.call(admin, "POST", "tb-member/batch", { teamId, userIds: [99999] })).status).toBe(400);
    expect((await f.call(dev, "POST", "tb-member/batch", { teamId, userIds: [] })).status).toBe(403);
    expect((await f.call(admin, "POST", "tb-member/batch", { teamId: 9999, userIds: [] })).status).toBe(404);
    expect((await f.call(admin, "POST", "tb-member/batch", { teamId, userIds: [] })).data).toEqual([]);
  });
});
