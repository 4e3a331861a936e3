import { Button, Menu, MenuItem, PopoverNext } from "@blueprintjs/core";
import { useLocation } from "wouter";
import { AREA_IDS, AREAS, type AreaId } from "../../core/config";
import { t, type MessageKey } from "../../core/messages";
import { usePermissions } from "../CoreContext";
import { areaOf } from "../routing/resolveRoute";

/** The areas this user may enter: portal always, the others by their area code (spec §2). */
export function useEnterableAreas(): AreaId[] {
  const permissions = usePermissions();
  return AREA_IDS.filter((id) => permissions.has(AREAS[id].code));
}

/** The top-right area switcher. */
export function AreaSwitcher() {
  const [path, navigate] = useLocation();
  const areas = useEnterableAreas();
  const current = areaOf(path) ?? "portal";
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu aria-label={t("shell.switcher")}>
          {areas.map((id) => (
            <MenuItem
              key={id}
              text={t(`area.${id}` as MessageKey)}
              active={id === current}
              onClick={() => navigate(AREAS[id].home)}
            />
          ))}
        </Menu>
      }
    >
      <Button
        minimal
        icon="applications"
        endIcon="caret-down"
        text={t(`area.${current}` as MessageKey)}
        aria-label={t("shell.switcher")}
      />
    </PopoverNext>
  );
}
