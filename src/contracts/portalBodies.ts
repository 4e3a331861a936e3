import { Type as T, type Static } from "@sinclair/typebox";
import { Name } from "./names";
import { PORTAL_LABELS } from "./portal";

/**
 * What the back office's portal templates send (contracts/portal.ts): the schemas the server validates
 * with and the forms' types. Checks a schema cannot say (trimming, lengths after trimming, colours,
 * picture addresses, links) are the server's, with PORTAL_TEXT's refusals.
 */
const said = (message?: string) => (message ? { "x-message": message } : {});
const Text = (max: number, message?: string) => T.String({ maxLength: max, ...said(message) });
const Id = (label: string) =>
  T.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, ...said(`${label}不能为空`) });
const OneOf = <V extends number>(values: readonly V[], message: string) =>
  T.Union(
    values.map((value) => T.Literal(value)),
    said(message),
  );

const Pictures = T.Array(Text(2000), { maxItems: 5 });

/** 模板配置's save (PUT settings). */
export const SettingsBody = T.Object({
  /** Accepted from earlier clients and ignored: the portal's name is 系统配置's 平台名称. */
  portalName: T.Optional(Name(1000, PORTAL_LABELS.portalName)),
  navigationPic: Pictures,
  navigationPicMobile: Pictures,
  navigationContent: Text(10_000),
  navigationColourFlag: OneOf([0, 1], "navigationColourFlag 只能为 0 或 1"),
  navigationColourType: OneOf([1, 2], "navigationColourType 只能为 1 或 2"),
  navigationColour: Text(20),
  firstGradientColour: Text(20),
  secondGradientColour: Text(20),
  navigationShadow: OneOf([0, 1], "navigationShadow 只能为 0 或 1"),
});
export type SettingsBody = Static<typeof SettingsBody>;

const menuFields = {
  parentId: T.Optional(T.Union([Id(PORTAL_LABELS.parentMenu), T.Null()])),
  mainMenuName: Name(1000, PORTAL_LABELS.menuName),
  homePageFlag: OneOf([0, 1], "homePageFlag 只能为 0 或 1"),
  configType: OneOf([1, 2], "configType 只能为 1 或 2"),
  menuUrl: T.Optional(Text(2000)),
  tempId: T.Optional(T.Union([Id(PORTAL_LABELS.page), T.Null()])),
  introduction: T.Optional(Text(10_000)),
};

/** 模板菜单's new menu (POST menus). */
export const MenuBody = T.Object(menuFields);
export type MenuBody = Static<typeof MenuBody>;
/** 模板菜单's edit (PUT menus). */
export const MenuUpdateBody = T.Object({ id: Id(PORTAL_LABELS.menu), ...menuFields });
export type MenuUpdateBody = Static<typeof MenuUpdateBody>;
/** One step up (-1) or down (1) among its siblings (PUT menus/:id/move). */
export const MenuMoveBody = T.Object({ direction: OneOf([-1, 1], "direction 只能为 -1 或 1") });
export type MenuMoveBody = Static<typeof MenuMoveBody>;

/** Room for a page with a few embedded pictures of up to 512 KiB each (base64 adds a third). */
export const PAGE_BODY_LIMIT = 16 * 1024 * 1024;
const pageFields = { title: Name(1000, PORTAL_LABELS.pageTitle), content: Text(PAGE_BODY_LIMIT) };
/** 模板页面's new page (POST templates). */
export const PageBody = T.Object(pageFields);
export type PageBody = Static<typeof PageBody>;
/** 模板页面's edit (PUT templates). */
export const PageUpdateBody = T.Object({ id: Id(PORTAL_LABELS.page), ...pageFields });
export type PageUpdateBody = Static<typeof PageUpdateBody>;
