/**
 * The portal settings as the portal and the back office read them (spec §3). portalName is 系统配置's
 * 平台名称 (one name everywhere, back-office spec §系统配置), answered with the settings, never stored
 * with them.
 */
export interface PortalSettings extends PortalLook {
  portalName: string;
}

/** What the template editor stores: the settings without the name. */
export interface PortalLook {
  /** Desktop navigation pictures (the home page's carousel), as image addresses. */
  navigationPic: string[];
  navigationPicMobile: string[];
  navigationContent: string;
  /** 1: the navigation bar takes the colour below; 0: the default colour. */
  navigationColourFlag: 0 | 1;
  /** 1 solid, 2 gradient (spec: 1 solid, otherwise gradient). */
  navigationColourType: 1 | 2;
  navigationColour: string;
  firstGradientColour: string;
  secondGradientColour: string;
  /** 1: the navigation bar casts a shadow. */
  navigationShadow: 0 | 1;
}

export interface PortalMenuFields {
  parentId: number | null;
  mainMenuName: string;
  homePageFlag: 0 | 1;
  /** 1 a content page, 2 an external link (spec §3). */
  configType: 1 | 2;
  menuUrl: string;
  tempId: number | null;
  introduction: string;
}

export interface PortalMenu extends PortalMenuFields {
  id: number;
  /** 1 when the menu leads somewhere (its page exists or its link is set), else 0. */
  relationStatus: 0 | 1;
  tempTitle: string;
  sort: number;
  portalId: 1;
  createTime: string;
  /** Sub-menus of a main menu, in order (spec: subMenuNameListMap). */
  subMenuNameListMap: PortalMenu[];
}

export interface PortalPageSummary {
  id: number;
  title: string;
  code: string | null;
  createTime: string;
  updateTime: string;
}

export interface PortalPage extends PortalPageSummary {
  content: string;
}
