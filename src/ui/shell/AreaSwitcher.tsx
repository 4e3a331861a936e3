import { Button, MenuItem } from "@blueprintjs/core";
import { useLocation } from "wouter";
import { AREAS } from "../../core/config";
import { t, type MessageKey } from "../../core/messages";
import { useEnterableAreas } from "../kit/navigation";
import { areaOf } from "../routing/resolveRoute";
import { MenuPopover } from "./MenuPopover";

export { useEnterableAreas };

/** The top-right area switcher; `compact` (the mobile layout) shows only its icon. */
export function AreaSwitcher({ compact = false }: { compact?: boolean }) {
  const [path, navigate] = useLocation();
  const areas = useEnterableAreas();
  const current = areaOf(path) ?? "portal";
  return (
    <MenuPopover
      placement="bottom-end"
      menuLabel={t("shell.switcher")}
      items={areas.map((id) => (
        <MenuItem
          key={id}
          text={t(`area.${id}` as MessageKey)}
          active={id === current}
          onClick={() => navigate(AREAS[id].home)}
        />
      ))}
    >
      <Button
        minimal
        icon="applications"
        endIcon={compact ? undefined : "caret-down"}
        text={compact ? undefined : t(`area.${current}` as MessageKey)}
        aria-label={t("shell.switcher")}
        aria-haspopup="menu"
      />
    </MenuPopover>
  );
}
