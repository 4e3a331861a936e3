import { Button, Menu, MenuItem, PopoverNext } from "@blueprintjs/core";
import { useLocation } from "wouter";
import { AREAS } from "../../core/config";
import { t, type MessageKey } from "../../core/messages";
import { useEnterableAreas } from "../kit/navigation";
import { areaOf } from "../routing/resolveRoute";

export { useEnterableAreas };

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
