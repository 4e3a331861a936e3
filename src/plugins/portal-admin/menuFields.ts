import { PORTAL_LIMITS, PORTAL_TEXT } from "../../contracts/portal";
import { rules, type FormField } from "../../ui/kit/list";
import type { PortalMenu } from "../shared/portalContent";
import type { MenuBody } from "./api";
import { portalAdminText } from "./messages";

export interface MenuValues extends Record<string, unknown> {
  parentId: number | "";
  mainMenuName: string;
  configType: number;
  tempId: number | "";
  menuUrl: string;
  homePageFlag: number;
  introduction: string;
}

/** The menu dialog's fields: a main menu may be chosen as parent (sub-menus go one level deep). */
export function menuFields(
  mainMenus: PortalMenu[],
  pages: { id: number; title: string }[],
  editingId?: number,
): FormField[] {
  return [
    {
      name: "parentId",
      label: portalAdminText("parentMenu"),
      kind: "select",
      placeholder: portalAdminText("noParent"),
      options: mainMenus
        .filter((menu) => menu.id !== editingId)
        .map((menu) => ({ value: menu.id, label: menu.mainMenuName })),
    },
    {
      name: "mainMenuName",
      label: portalAdminText("menuName"),
      kind: "input",
      rules: rules(portalAdminText("menuName"), { max: PORTAL_LIMITS.menuName }),
    },
    {
      name: "configType",
      label: portalAdminText("configType"),
      kind: "radio",
      options: [
        { value: 1, label: portalAdminText("typePage") },
        { value: 2, label: portalAdminText("typeLink") },
      ],
    },
    {
      name: "tempId",
      label: portalAdminText("relatedPage"),
      kind: "select",
      placeholder: portalAdminText("noPage"),
      options: pages.map((page) => ({ value: page.id, label: page.title })),
    },
    {
      name: "menuUrl",
      label: portalAdminText("menuUrl"),
      kind: "input",
      placeholder: portalAdminText("menuUrlHint"),
      rules: rules(portalAdminText("menuUrl"), {
        required: false,
        max: 2000,
        pattern: /^https?:\/\/\S+$/i,
        message: PORTAL_TEXT.urlInvalid,
      }),
    },
    {
      name: "homePageFlag",
      label: portalAdminText("homePageFlag"),
      kind: "radio",
      options: [
        { value: 1, label: portalAdminText("yes") },
        { value: 0, label: portalAdminText("no") },
      ],
    },
    {
      name: "introduction",
      label: portalAdminText("introduction"),
      kind: "textarea",
      rules: rules(portalAdminText("introduction"), { required: false, max: PORTAL_LIMITS.introduction }),
    },
  ];
}

export function initialValues(menu: PortalMenu | null, parentId: number | null): MenuValues {
  return menu
    ? {
        parentId: menu.parentId ?? "",
        mainMenuName: menu.mainMenuName,
        configType: menu.configType,
        tempId: menu.tempId ?? "",
        menuUrl: menu.menuUrl,
        homePageFlag: menu.homePageFlag,
        introduction: menu.introduction,
      }
    : {
        parentId: parentId ?? "",
        mainMenuName: "",
        configType: 1,
        tempId: "",
        menuUrl: "",
        homePageFlag: 0,
        introduction: "",
      };
}

export function menuBody(values: MenuValues): MenuBody {
  const configType = Number(values.configType) === 2 ? 2 : 1;
  return {
    parentId: values.parentId === "" ? null : Number(values.parentId),
    mainMenuName: values.mainMenuName.trim(),
    homePageFlag: Number(values.homePageFlag) === 1 ? 1 : 0,
    configType,
    menuUrl: configType === 2 ? values.menuUrl.trim() : "",
    tempId: configType === 1 && values.tempId !== "" ? Number(values.tempId) : null,
    introduction: values.introduction.trim(),
  };
}
