import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { allOf, refuse, route } from "../http";
import type { PortalStore } from "./portalStore";
import {
  DECORATION_FILE,
  PORTAL_API,
  PORTAL_CODES,
  PORTAL_LIMITS,
  PORTAL_TEXT,
  type PortalLook,
  type PortalSettings,
} from "../../src/contracts/portal";
import { SettingsBody } from "../../src/contracts/portalBodies";
import { STORAGE_API } from "../../src/contracts/storage";

const COLOUR = /^#[0-9a-fA-F]{6}$/;
const PICTURE = new RegExp(
  `^(${DECORATION_FILE}/\\d+|${STORAGE_API.fileItemRaw}/[0-9a-f]{32}|https?://\\S+)$`,
);

/** Checks what the schema cannot (trimming, lengths, colours, picture addresses) and returns the settings. */
function checked(body: SettingsBody): PortalLook {
  const navigationContent = body.navigationContent.trim();
  if (navigationContent.length > PORTAL_LIMITS.navigationContent)
    refuse(400, PORTAL_TEXT.navigationContentTooLong);
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
  route(app, {
    method: "GET",
    url: PORTAL_API.settings,
    access: allOf(PORTAL_CODES.templates),
    handler: ({ reply }) => sendOk(reply, portalSettings(store, platformName)),
  });
  route(app, {
    method: "PUT",
    url: PORTAL_API.settings,
    access: allOf(PORTAL_CODES.templates),
    log: { name: "保存门户配置", module: "模板配置" },
    schema: { body: SettingsBody },
    handler: ({ body, reply }) => {
      store.saveSettings(checked(body));
      return sendOk(reply, portalSettings(store, platformName));
    },
  });
}
