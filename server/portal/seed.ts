import type { DecorationFiles } from "./decorationFiles";
import type { PortalStore } from "./portalStore";
import { gradientPicture } from "./seedPictures";
import { SEED_PAGES } from "./seedContent";
import { DECORATION_FILE } from "../../src/contracts/portal";

/**
 * A sensible default portal on a fresh data folder (nothing is seeded once settings exist): the
 * settings with three desktop and two mobile navigation pictures, the pages (the five documentation
 * pages with their fixed codes) and menus that lead to them, one external link among them.
 */
export function seedPortal(store: PortalStore, files: DecorationFiles): void {
  if (store.settings()) return ensureDocumentationPages(store);
  const picture = (
    width: number,
    height: number,
    from: [number, number, number],
    to: [number, number, number],
  ) =>
    `${DECORATION_FILE}/${files.add("navigation.png", "image/png", gradientPicture(width, height, from, to))}`;
  const pages = new Map(
    SEED_PAGES.map((page) => [page.title, store.addPage(page.title, page.content, page.code)]),
  );
  const menu = (
    name: string,
    extra: { parentId?: number; page?: string; url?: string; home?: boolean; intro?: string },
  ) =>
    store.addMenu({
      parentId: extra.parentId ?? null,
      mainMenuName: name,
      homePageFlag: extra.home ? 1 : 0,
      configType: extra.url ? 2 : 1,
      menuUrl: extra.url ?? "",
      tempId: extra.page ? (pages.get(extra.page) ?? null) : null,
      introduction: extra.intro ?? "",
    });
  menu("平台介绍", { page: "平台介绍", home: true, intro: "平台能力与服务范围" });
  const help = menu("使用帮助", { intro: "从入门到发布服务" });
  menu("使用说明", { parentId: help, page: "使用说明", home: true, intro: "账号、权限、计费与数据安全" });
  menu("操作指南", { parentId: help, page: "操作指南", home: true, intro: "五步完成数据到服务" });
  menu("上线公告", { parentId: help, page: "上线公告", home: true, intro: "平台上线与试运行说明" });
  menu("资源下载", { page: "分享下载", home: true, intro: "示例数据与调用示例" });
  menu("超算中心", { url: "https://www.nscc-tj.cn/", intro: "国家超级计算中心" });
  store.saveSettings({
    navigationPic: [
      picture(960, 300, [20, 60, 130], [40, 140, 200]),
      picture(960, 300, [60, 30, 120], [200, 80, 140]),
      picture(960, 300, [10, 90, 80], [60, 170, 120]),
    ],
    navigationPicMobile: [
      picture(480, 320, [20, 60, 130], [40, 140, 200]),
      picture(480, 320, [60, 30, 120], [200, 80, 140]),
    ],
    navigationContent: "汇聚超算算力、数据与模型，一站式构建、发布和共享 AI 能力。",
    navigationColourFlag: 1,
    navigationColourType: 1,
    navigationColour: "#1f4e8c",
    firstGradientColour: "#1f4e8c",
    secondGradientColour: "#2a9d8f",
    navigationShadow: 1,
  });
}

/**
 * The documentation pages are kept: one whose code a later version adds (the file-management
 * documentation) is seeded into a data folder that already has a portal, the others are left as edited.
 */
function ensureDocumentationPages(store: PortalStore): void {
  for (const page of SEED_PAGES)
    if (page.code && !store.pageByCode(page.code)) store.addPage(page.title, page.content, page.code);
}
