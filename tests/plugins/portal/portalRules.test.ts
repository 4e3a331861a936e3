import { describe, expect, it } from "vitest";
import { matchPath } from "../../../src/core/routeRef";
import { editorImageSource, EMBED_LIMIT_BYTES } from "../../../src/plugins/portal-admin/imageRule";
import { menuTarget } from "../../../src/plugins/portal/menuTarget";
import { resolvePage } from "../../../src/plugins/portal/resolvePage";
import {
  navigationStyle,
  type PortalMenu,
  type PortalSettings,
} from "../../../src/plugins/shared/portalContent";

const SETTINGS: PortalSettings = {
  portalName: "门户",
  navigationPic: [],
  navigationPicMobile: [],
  navigationContent: "",
  navigationColourFlag: 1,
  navigationColourType: 1,
  navigationColour: "#123456",
  firstGradientColour: "#ff0000",
  secondGradientColour: "#0000ff",
  navigationShadow: 1,
};

const menu = (fields: Partial<PortalMenu>): PortalMenu => ({
  id: 1,
  parentId: null,
  mainMenuName: "平台介绍",
  homePageFlag: 0,
  configType: 1,
  menuUrl: "",
  tempId: 7,
  tempTitle: "平台介绍",
  introduction: "",
  relationStatus: 1,
  sort: 1,
  portalId: 1,
  createTime: "2025-01-06 09:00:00",
  subMenuNameListMap: [],
  ...fields,
});

describe("the navigation bar's look", () => {
  it("is solid for type 1, a two-colour gradient otherwise, with the shadow when asked", () => {
    expect(navigationStyle(SETTINGS)).toEqual({
      background: "#123456",
      boxShadow: "0 2px 8px rgba(0, 0, 0, 0.25)",
    });
    expect(navigationStyle({ ...SETTINGS, navigationColourType: 2, navigationShadow: 0 })).toEqual({
      background: "linear-gradient(90deg, #ff0000, #0000ff)",
    });
    expect(navigationStyle({ ...SETTINGS, navigationColourFlag: 0, navigationShadow: 0 })).toEqual({});
  });
});

describe("where a portal menu leads", () => {
  it("configType 2 opens its external link; a page menu its content page with mainMenuName", () => {
    expect(menuTarget(menu({ configType: 2, menuUrl: "https://example.org/" }))).toEqual({
      kind: "external",
      href: "https://example.org/",
    });
    expect(menuTarget(menu({}))).toEqual({
      kind: "page",
      path: "/portal/page/7?mainMenuName=%E5%B9%B3%E5%8F%B0%E4%BB%8B%E7%BB%8D",
    });
    expect(menuTarget(menu({ tempId: null }), true)).toEqual({
      kind: "page",
      path: "/portal/mobile/page?mainMenuName=%E5%B9%B3%E5%8F%B0%E4%BB%8B%E7%BB%8D",
    });
  });

  it("/portal/page takes the named menu's page, or the first menu with a page", () => {
    const menus = [
      menu({ id: 1, mainMenuName: "外链", configType: 2, menuUrl: "https://a.org", tempId: null }),
      menu({
        id: 2,
        mainMenuName: "帮助",
        tempId: null,
        subMenuNameListMap: [menu({ id: 3, parentId: 2, mainMenuName: "指南", tempId: 9 })],
      }),
    ];
    expect(resolvePage(menus, undefined, "指南").pageId).toBe("9");
    expect(resolvePage(menus, undefined, null).pageId).toBe("9");
    expect(resolvePage(menus, undefined, "帮助")).toMatchObject({ pageId: null, menu: { id: 2 } });
    expect(resolvePage(menus, "12", "帮助")).toMatchObject({ pageId: "12", menu: { id: 2 } });
    expect(resolvePage(menus, undefined, "案例")).toEqual({ pageId: null, menu: undefined });
  });
});

describe("the mobile portal's addresses", () => {
  it("/portal/mobile/* matches any depth below the mobile portal, and nothing above it", () => {
    expect(matchPath("/portal/mobile/*", "/portal/mobile/page/3")).toEqual({ "*": "page/3" });
    expect(matchPath("/portal/mobile/*", "/portal/mobile/a/b/c/d")).toEqual({ "*": "a/b/c/d" });
    expect(matchPath("/portal/mobile/*", "/portal/mobile")).toBeNull();
    expect(matchPath("/portal/mobile/*", "/portal/about")).toBeNull();
  });
});

describe("the editor's image rule (spec §9)", () => {
  const file = (size: number) => new File([new Uint8Array(size)], "a.png", { type: "image/png" });
  const deps = {
    readDataUrl: async () => "data:image/png;base64,AAAA",
    upload: async () => "/api/file-manager/v1/file-item/raw/abc",
  };
  it("embeds a picture of up to 524,288 bytes and uploads a larger one", async () => {
    expect(EMBED_LIMIT_BYTES).toBe(524_288);
    expect(await editorImageSource(file(524_288), deps)).toEqual({
      src: "data:image/png;base64,AAAA",
      uploaded: false,
    });
    expect(await editorImageSource(file(524_289), deps)).toEqual({
      src: "/api/file-manager/v1/file-item/raw/abc",
      uploaded: true,
    });
    expect(await editorImageSource(file(600_000), { ...deps, upload: async () => null })).toBeNull();
  });
});
