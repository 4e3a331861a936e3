import { Type as T, type Static } from "@sinclair/typebox";
import { tooLongText } from "./names";
import { PageOf } from "./paging";

/**
 * The portal's content (ai-domain §3 portal content, §7): the settings, menus and pages the back
 * office edits (code portal-temp, /api/ai-cloud-platform/v1) and the portal reads without a sign-in
 * (/api/yx-cloud-platform/v1, header accessHost, answers unwrapped), plus the seeded decoration
 * pictures. Imported by the portal, portal-admin and about plugins and by server/portal; the request
 * bodies are in contracts/portalBodies.ts.
 */
export const PORTAL_PUBLIC = "/api/yx-cloud-platform/v1";
export const PORTAL_ADMIN = "/api/ai-cloud-platform/v1";

export const PORTAL_API = {
  // Public reads (no sign-in; the answer is the whole body).
  info: `${PORTAL_PUBLIC}/portal/info`,
  menu: `${PORTAL_PUBLIC}/portal/menu`,
  /** The documentation pages' titles and codes (the documentation centre's contents). */
  documentation: `${PORTAL_PUBLIC}/page-config/documentation`,
  page: `${PORTAL_PUBLIC}/page-config/:id`,
  pageByCode: `${PORTAL_PUBLIC}/page-config/code/:code`,
  // The back office (code portal-temp): GET and PUT the settings.
  settings: `${PORTAL_ADMIN}/portal/settings`,
  /** GET the menu tree, POST a menu, PUT its fields. */
  menus: `${PORTAL_ADMIN}/portal/menus`,
  menuOne: `${PORTAL_ADMIN}/portal/menus/:id`,
  menuMove: `${PORTAL_ADMIN}/portal/menus/:id/move`,
  /** POST a page, PUT its title and content. */
  templates: `${PORTAL_ADMIN}/templates`,
  templatePage: `${PORTAL_ADMIN}/templates/page`,
  templateOptions: `${PORTAL_ADMIN}/templates/options`,
  template: `${PORTAL_ADMIN}/templates/:id`,
  /** A seeded decoration picture (public: the portal shows it to visitors). */
  decorationFile: `${PORTAL_ADMIN}/decoration/file/:id`,
} as const;

/** Where the seeded decoration pictures are served: `${DECORATION_FILE}/{id}`. */
export const DECORATION_FILE = `${PORTAL_ADMIN}/decoration/file`;

export { PORTAL_CODES } from "./portalCodes";

/** Spec §9: an editor image above this many bytes is uploaded, not embedded. */
export const EMBED_LIMIT_BYTES = 524_288;

/** The form's limits (the server refuses beyond them). */
export const PORTAL_LIMITS = {
  navigationContent: 500,
  menuName: 20,
  introduction: 200,
  pageTitle: 50,
} as const;

/** What the refusals call the things and fields (an id is refused as {label}不能为空 or {label}ID不合法). */
export const PORTAL_LABELS = {
  page: "页面",
  menu: "菜单",
  parentMenu: "上级菜单",
  file: "文件",
  pageTitle: "页面名称",
  menuName: "菜单名称",
  portalName: "门户名称",
} as const;

/** The refusals (Chinese; the spec's where it gives them). */
export const PORTAL_TEXT = {
  navigationContentTooLong: tooLongText("导航内容", PORTAL_LIMITS.navigationContent),
  menuNameEmpty: `${PORTAL_LABELS.menuName}不能为空`,
  menuNameTooLong: tooLongText(PORTAL_LABELS.menuName, PORTAL_LIMITS.menuName),
  introductionTooLong: tooLongText("菜单简介", PORTAL_LIMITS.introduction),
  pageTitleEmpty: `${PORTAL_LABELS.pageTitle}不能为空`,
  pageTitleTooLong: tooLongText(PORTAL_LABELS.pageTitle, PORTAL_LIMITS.pageTitle),
  colourInvalid: "颜色须为 #RRGGBB 格式",
  pictureInvalid: "导航图片须为上传后的图片地址",
  menuNotFound: "菜单不存在",
  parentNotFound: "上级菜单不存在",
  parentNotMain: "子菜单只能挂在主菜单下",
  mainHasSubMenus: "该菜单下有子菜单，不能改为子菜单",
  menuNameTaken: "同一级下已有同名菜单",
  menuHasSubMenus: "请先删除该菜单的子菜单",
  pageRequired: "请选择页面",
  urlRequired: "外部链接不能为空",
  urlInvalid: "外部链接须以 http:// 或 https:// 开头",
  cannotMove: "已经在最前或最后，不能再移动",
  pageNotFound: "页面不存在",
  pageTitleTaken: "页面名称已存在",
  fixedPage: "固定页面不能删除",
  pageInUse: (menus: string[]) => `页面正在被菜单“${menus.join("、")}”使用，不能删除`,
  imageTooLarge: "图片超过 512KB（524288 字节），请通过上传添加",
  fileNotFound: "文件不存在",
} as const;

const Flag = T.Union([T.Literal(0), T.Literal(1)]);

/** What the template editor stores: the settings without the name. */
export const PortalLook = T.Object({
  /** Desktop navigation pictures (the home page's carousel), as image addresses. */
  navigationPic: T.Array(T.String()),
  navigationPicMobile: T.Array(T.String()),
  navigationContent: T.String(),
  /** 1: the navigation bar takes the colour below; 0: the default colour. */
  navigationColourFlag: Flag,
  /** 1 solid, 2 gradient (spec: 1 solid, otherwise gradient). */
  navigationColourType: T.Union([T.Literal(1), T.Literal(2)]),
  navigationColour: T.String(),
  firstGradientColour: T.String(),
  secondGradientColour: T.String(),
  /** 1: the navigation bar casts a shadow. */
  navigationShadow: Flag,
});
export type PortalLook = Static<typeof PortalLook>;

/**
 * The portal settings as the portal and the back office read them (spec §3). portalName is 系统配置's
 * 平台名称 (one name everywhere, back-office spec §系统配置), answered with the settings, never stored.
 */
export const PortalSettings = T.Composite([T.Object({ portalName: T.String() }), PortalLook]);
export type PortalSettings = Static<typeof PortalSettings>;

/** A menu's own fields, as the store saves them. */
export const PortalMenuFields = T.Object({
  parentId: T.Union([T.Integer(), T.Null()]),
  mainMenuName: T.String(),
  homePageFlag: Flag,
  /** 1 a content page, 2 an external link (spec §3). */
  configType: T.Union([T.Literal(1), T.Literal(2)]),
  menuUrl: T.String(),
  tempId: T.Union([T.Integer(), T.Null()]),
  introduction: T.String(),
});
export type PortalMenuFields = Static<typeof PortalMenuFields>;

/** A menu of the tree: a main menu with its sub-menus in order (spec: subMenuNameListMap). */
export const PortalMenu = T.Recursive((Menu) =>
  T.Object({
    ...PortalMenuFields.properties,
    id: T.Integer(),
    /** 1 when the menu leads somewhere (its page exists or its link is set), else 0. */
    relationStatus: Flag,
    tempTitle: T.String(),
    sort: T.Integer(),
    portalId: T.Literal(1),
    createTime: T.String(),
    subMenuNameListMap: T.Array(Menu),
  }),
);
export type PortalMenu = Static<typeof PortalMenu>;

/** A content page without its body (the lists, the documentation centre). */
export const PortalPageSummary = T.Object({
  id: T.Integer(),
  title: T.String(),
  /** The fixed code of a documentation or about page; null for the pages the back office adds. */
  code: T.Union([T.String(), T.Null()]),
  createTime: T.String(),
  updateTime: T.String(),
});
export type PortalPageSummary = Static<typeof PortalPageSummary>;

/** A content page: sanitised HTML. */
export const PortalPage = T.Composite([PortalPageSummary, T.Object({ content: T.String() })]);
export type PortalPage = Static<typeof PortalPage>;

export const PortalPagePage = PageOf(PortalPageSummary);
export type PortalPagePage = Static<typeof PortalPagePage>;

/** 模板菜单's choice of page. */
export const PageOption = T.Object({ id: T.Integer(), title: T.String() });
export type PageOption = Static<typeof PageOption>;
