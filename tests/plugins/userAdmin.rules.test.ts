import { describe, expect, it } from "vitest";
import { ALL_CODES } from "../../src/contracts/permissionCodes";
import {
  codesOf,
  PERMISSION_MODULES,
  permissionTree,
  type PermissionNode,
} from "../../src/plugins/shared/permissionTree";
import { avatarProblem } from "../../src/plugins/user-admin/AvatarDialog";
import { rowsOfSheet, sheetProblem } from "../../src/plugins/user-admin/importRows";
import { checkState, toggle } from "../../src/plugins/user-admin/treeChecks";

const find = (
  code: string,
  nodes: readonly PermissionNode[] = PERMISSION_MODULES,
): PermissionNode | undefined => {
  for (const node of nodes) {
    if (node.code === code) return node;
    const below = find(code, [...(node.children ?? []), ...(node.childrens ?? [])]);
    if (below) return below;
  }
  return undefined;
};

describe("the permission tree", () => {
  it("holds every code of the spec once, under the three modules", () => {
    const codes = codesOf(PERMISSION_MODULES);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual([...ALL_CODES].sort());
    expect(PERMISSION_MODULES.map((node) => node.title)).toEqual(["开发平台", "运营管理", "后台管理"]);
  });

  it("takes its menu nodes from the area menus and puts actions in childrens", () => {
    const datasets = find("dataManage")!;
    expect(datasets.title).toBe("数据集管理");
    expect(datasets.children?.map((node) => node.code)).toContain("taskM");
    expect(find("dataM")!.childrens?.map((node) => [node.code, node.title])).toEqual([
      ["dataM-A01", "新增"],
      ["dataM-A02", "编辑"],
      ["dataM-A03", "删除"],
    ]);
  });

  it("gives each tab its modules", () => {
    expect(permissionTree(1)).toHaveLength(3);
    expect(permissionTree(2).map((node) => node.code)).toEqual(["business-hall", "operation"]);
    expect(permissionTree(3).map((node) => node.code)).toEqual(["business-hall"]);
  });
});

describe("ticking the tree", () => {
  const forest = permissionTree(3);

  it("ticks a menu with its actions and half-ticks its parents", () => {
    const held = toggle(forest, new Set(), "storageM-look");
    expect([...held].sort()).toEqual(
      [
        "business-hall",
        "storageM-look",
        "storageM-add",
        "storageM-del",
        "storageM-put",
        "storageM-download",
        "storageM-share",
      ].sort(),
    );
    expect(checkState(find("storageM-look")!, held)).toBe("checked");
    expect(checkState(find("business-hall")!, held)).toBe("indeterminate");
    expect(checkState(find("dataManage")!, held)).toBe("unchecked");
  });

  it("half-ticks a menu when one action is cleared, and clears parents left empty", () => {
    let held = toggle(forest, new Set(), "storageM-look");
    held = toggle(forest, held, "storageM-del");
    expect(checkState(find("storageM-look")!, held)).toBe("indeterminate");
    held = toggle(forest, held, "storageM-look");
    expect(checkState(find("storageM-look")!, held)).toBe("checked");
    held = toggle(forest, held, "storageM-look");
    expect([...held]).toEqual([]);
  });

  it("ticks a whole module from its head", () => {
    const held = toggle(forest, new Set(), "business-hall");
    expect(checkState(find("business-hall")!, held)).toBe("checked");
    expect(held.has("task-my")).toBe(true);
  });
});

describe("file rules", () => {
  it("checks a spreadsheet's format and size with the spec's texts", () => {
    expect(sheetProblem({ name: "users.csv", size: 10 })).toBe("文件格式错误！");
    expect(sheetProblem({ name: "users.xlsx", size: 2049 * 1024 })).toBe(
      "文件 users.xlsx 太大, 不能超过 2M!",
    );
    expect(sheetProblem({ name: "users.XLS", size: 2048 * 1024 })).toBeNull();
  });

  it("checks an avatar's type, size and count with the spec's texts", () => {
    expect(avatarProblem([{ name: "a.gif", size: 1 }])).toBe("请上传以下文件格式：png、jpg、jpeg");
    expect(avatarProblem([{ name: "a.png", size: 500 * 1024 + 1 }])).toBe("文件大小限制：500kb");
    expect(
      avatarProblem([
        { name: "a.png", size: 1 },
        { name: "b.png", size: 1 },
      ]),
    ).toBe("图片上传单次不能超过1张!");
    expect(avatarProblem([{ name: "a.JPEG", size: 500 * 1024 }])).toBeNull();
  });

  it("reads rows under a Chinese header, skipping blank rows and unknown columns", () => {
    expect(
      rowsOfSheet([
        ["账号", "姓名", "备注", "手机号", "邮箱", "密码"],
        ["u1", "甲", "x", 13800000000, "u1@example.com", "Pass@1"],
        [null, null, null, null, null, null],
      ]),
    ).toEqual([
      {
        userName: "u1",
        displayName: "甲",
        phone: "13800000000",
        email: "u1@example.com",
        password: "Pass@1",
      },
    ]);
  });
});
