import { AREAS, AREA_IDS, type AreaId } from "../../core/config";
import { t, type MessageKey } from "../../core/messages";
import { isUnaudited } from "../../core/permissions";
import { usePermissions, usePlugins, useSession } from "../CoreContext";
import { buildMenuTree, flattenMenu } from "../shell/menuTree";

/** A page this user may open, as the command palette and the home page's quick entries list it. */
export interface PaletteEntry {
  path: string;
  /** The menu trail and the title: "数据集管理 / 我的数据集". */
  title: string;
  /** The area's name. */
  area: string;
}

/** The areas this user may enter: portal always, the others by their area code (spec §2). */
export function useEnterableAreas(): AreaId[] {
  const permissions = usePermissions();
  return AREA_IDS.filter((id) => permissions.has(AREAS[id].code));
}

/** Every page this user may open: the pages of the area menus they may enter. */
export function usePaletteEntries(): PaletteEntry[] {
  const plugins = usePlugins();
  const permissions = usePermissions();
  const { user } = useSession();
  const has = (code: Parameters<typeof permissions.has>[0], any?: boolean) => permissions.has(code, { any });
  return AREA_IDS.filter((area) => permissions.has(AREAS[area].code)).flatMap((area: AreaId) =>
    flattenMenu(buildMenuTree(plugins.menus(), area, has, isUnaudited(user))).map((page) => ({
      path: page.path,
      title: [...page.trail, page.title].join(" / "),
      area: t(`area.${area}` as MessageKey),
    })),
  );
}
