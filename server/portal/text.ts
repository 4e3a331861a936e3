import { HTTP_TEXT } from "../lib/messages";

/** The portal module's paths and refusal texts (Chinese; the spec's where it gives them). */
export const PORTAL_PATHS = {
  ai: "/api/ai-cloud-platform/v1",
  yx: "/api/yx-cloud-platform/v1",
} as const;

export const DECORATION_FILE = `${PORTAL_PATHS.ai}/decoration/file`;

/** Spec §9: an editor image above this many bytes is uploaded, not embedded. */
export const EMBED_LIMIT_BYTES = 524_288;
/** Where the shared chunk upload's files are served (a picture uploaded in the back office). */
export const FILE_RAW = "/api/file-manager/v1/file-item/raw";

export const PORTAL_TEXT = {
  required: (label: string) => `${label}不能为空`,
  tooLong: HTTP_TEXT.tooLong,
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
