import type { MenuTree } from "./areaMenu";
import { BACK_OFFICE_MENU } from "./menus/backOffice";
import { FRONT_DESK_MENU } from "./menus/frontDesk";
import { OPERATIONS_MENU } from "./menus/operations";
import { CODE } from "../../contracts/permissionCodes";

/**
 * The permission tree of the role screen (shell spec §3 "Permission tree node", §6; ai-domain §6):
 * three modules (development platform, operation management, back-stage management), each a tree of
 * menu nodes (`children`) built from the area menus' codes, and action nodes (`childrens`) under the
 * menu they act on. The menus are the one source of the menu nodes: a menu entry with a code is a node,
 * an entry without one (a page guarded by its group's code) is no node of its own. The server derives
 * each user's codes from their roles over this tree; the role screen shows it.
 */
export interface PermissionNode {
  title: string;
  code: string;
  expand?: boolean;
  /** Menu nodes below this one. */
  children?: PermissionNode[];
  /** Action nodes (buttons) of this menu. */
  childrens?: PermissionNode[];
}

/** The three tabs of the role screen: platform operation 1, operating institution 2, enterprise institution 3. */
export const PERMISSION_TABS = [
  { belongSystem: 1, title: "平台运营" },
  { belongSystem: 2, title: "运营机构" },
  { belongSystem: 3, title: "企业机构" },
] as const;

export type BelongSystem = (typeof PERMISSION_TABS)[number]["belongSystem"];

const action = (code: string, title: string): PermissionNode => ({ title, code });
/** A01 add (create, copy, upload into it), A02 edit (change, make public), A03 delete. */
const addEditDelete = (menu: string) => [
  action(`${menu}-A01`, "新增"),
  action(`${menu}-A02`, "编辑"),
  action(`${menu}-A03`, "删除"),
];

/**
 * Action nodes (spec §6 suffixes look, add, del, put, download, share, enter/import, apply sharing)
 * by their menu's code. Each is a button code: the page hides or disables the button without it and
 * the server route it calls declares it too (403), so a role edit changes both. What each one allows
 * is listed in the README's roles section and docs/server-routes.md.
 */
const ACTIONS: Readonly<Record<string, PermissionNode[]>> = {
  [CODE.businessHall]: [action(CODE.personLook, "个人主页"), action(CODE.organChange, "切换组织")],
  dataM: addEditDelete(CODE.dataM),
  calcM: addEditDelete(CODE.calcM),
  modelM: addEditDelete(CODE.modelM),
  [CODE.storageMLook]: [
    action(CODE.storageMAdd, "新增"),
    action(CODE.storageMDel, "删除"),
    action(CODE.storageMPut, "编辑"),
    action(CODE.storageMDownload, "下载"),
    action(CODE.storageMShare, "分享"),
  ],
  [CODE.userManage]: [
    action(CODE.userMAdd, "新增用户"),
    action(CODE.userMImport, "导入用户"),
    action(CODE.userMDel, "删除用户"),
  ],
  operation: [action(CODE.feedbackMLook, "用户反馈")],
  [CODE.workorderManage]: [action(CODE.sharing, "申请共享审批")],
};

function menuNodes(tree: MenuTree): PermissionNode[] {
  return Object.values(tree).flatMap((entry): PermissionNode[] => {
    const below = entry.children ? menuNodes(entry.children) : [];
    if (!entry.code) return below;
    return [node(entry.code, entry.title, below)];
  });
}

function node(code: string, title: string, children: PermissionNode[]): PermissionNode {
  const actions = ACTIONS[code];
  return {
    title,
    code,
    expand: true,
    ...(children.length > 0 ? { children } : {}),
    ...(actions ? { childrens: actions } : {}),
  };
}

/** The three modules, each headed by its area's code. */
export const PERMISSION_MODULES: readonly PermissionNode[] = [
  node(CODE.businessHall, "开发平台", menuNodes(FRONT_DESK_MENU.tree)),
  node(CODE.operation, "运营管理", menuNodes(OPERATIONS_MENU.tree)),
  node(CODE.backstage, "后台管理", menuNodes(BACK_OFFICE_MENU.tree)),
];

/** The modules a tab's roles may hold: platform operation all three, operating institution the first two, enterprise the first. */
const TAB_MODULES: Readonly<Record<number, number>> = { 1: 3, 2: 2, 3: 1 };

export function permissionTree(belongSystem: BelongSystem | number): PermissionNode[] {
  return PERMISSION_MODULES.slice(0, TAB_MODULES[belongSystem] ?? 0);
}

/** A node's menu and action nodes, menus first. */
export const nodesBelow = (entry: PermissionNode): PermissionNode[] => [
  ...(entry.children ?? []),
  ...(entry.childrens ?? []),
];

/** Every code of a forest, parents before children, in tree order. */
export function codesOf(nodes: readonly PermissionNode[]): string[] {
  return nodes.flatMap((entry) => [entry.code, ...codesOf(nodesBelow(entry))]);
}

/** Each code's parent code (module heads have none). */
export function parentsOf(nodes: readonly PermissionNode[]): Map<string, string> {
  const parents = new Map<string, string>();
  const walk = (entry: PermissionNode) =>
    nodesBelow(entry).forEach((child) => {
      parents.set(child.code, entry.code);
      walk(child);
    });
  nodes.forEach(walk);
  return parents;
}

/** Every code of the tree in tree order: the order a user's codes are listed in. */
export const TREE_CODES: readonly string[] = codesOf(PERMISSION_MODULES);
