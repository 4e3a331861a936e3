import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { allOf, Name, OneOf, refuse, route, T, Text } from "../http";
import type { PortalStore } from "./portalStore";
import { DECORATION_FILE, FILE_RAW, PORTAL_PATHS, PORTAL_TEXT } from "./text";
import type { PortalLook, PortalSettings } from "./types";

const COLOUR = /^#[0-9a-fA-F]{6}$/;
const PICTURE = new RegExp(`^(${DECORATION_FILE}/\\d+|${FILE_RAW}/[0-9a-f]{32}|https?://\\S+)$`);
const Pictures = T.Array(Text(2000), { maxItems: 5 });

export const SettingsBody = T.Object({
  /** Accepted from earlier clients and ignored: the portal's name is 系统配置's 平台名称. */
  portalName: T.Optional(Name(1000, "门户名称")),
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

/** Checks what the schema cannot (trimming, lengths, colours, picture addresses) and returns the settings. */
function checked(body: typeof SettingsBody.static): PortalLook {
  const navigationContent = body.navigationContent.trim();
  if (navigationContent.length > 500) refuse(400, PORTAL_TEXT.tooLong("导航内容", 500));
  for (const colour of [body.navigationColour, body.firstGradientColour, body.secondGradientColour])
    if (!COLOUR.test(colour)) refuse(400, PORTAL_TEXT.colourInvalid);
  for (const picture of [...body.navigationPic, ...body.navigationPicMobile])
    if (!PICTURE.test(picture)) refuse(400, PORTAL_TEXT.pictureInvalid);
  return {
    navigationPic: body.navigationPic,
    navigationPicMobile: body.navigationPicMobile,
    navigationContent,
    navigationColourFlag: body.navigationColourFlag === 1 ? 1 : 0,
    navigationColourType: body.navigationColourType === 1 ? 1 : 2,
    navigationColour: body.navigationColour.toLowerCase(),
    firstGradientColour: body.firstGradientColour.toLowerCase(),
    secondGradientColour: body.secondGradientColour.toLowerCase(),
    navigationShadow: body.navigationShadow === 1 ? 1 : 0,
  };
}

/** The stored look with the platform's one name (系统配置 平台名称); null before the seed. */
export function portalSettings(store: PortalStore, platformName: () => string): PortalSettings | null {
  const look = store.settings();
  return look && { portalName: platformName(), ...look };
}

/** 模板配置 (code portal-temp): the portal settings the portal home is drawn from. */
export function settingsRoutes(app: FastifyInstance, store: PortalStore, platformName: () => string) {
  const url = `${PORTAL_PATHS.ai}/portal/settings`;
  route(app, {
    method: "GET",
    url,
    access: allOf("portal-temp"),
    handler: ({ reply }) => sendOk(reply, portalSettings(store, platformName)),
  });
  route(app, {
    method: "PUT",
    url,
    access: allOf("portal-temp"),
    log: { name: "保存门户配置", module: "模板配置" },
    schema: { body: SettingsBody },
    handler: ({ body, reply }) => {
      store.saveSettings(checked(body));
      return sendOk(reply, portalSettings(store, platformName));
    },
  });
}
