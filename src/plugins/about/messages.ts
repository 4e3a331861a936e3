import { createCatalogue } from "../../core/messages";

/** The about page's texts (Chinese first, with an English catalogue). */
export const aboutZh = {
  title: "关于平台",
  edit: "编辑页面",
  loadFailed: "平台介绍加载失败，请稍后重试",
  version: "版本 {version}",
};

export const aboutEn: typeof aboutZh = {
  title: "About the platform",
  edit: "Edit the page",
  loadFailed: "The platform's description could not be loaded; try again later",
  version: "Version {version}",
};

export const aboutText = createCatalogue(aboutZh, aboutEn);
