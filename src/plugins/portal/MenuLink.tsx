import type { ReactNode } from "react";
import type { PortalMenu } from "../shared/portalContent";
import { menuTarget } from "./menuTarget";

/** A link to what a portal menu leads to: its page in the portal, or its external link in a new tab. */
export function MenuLink({
  menu,
  mobile,
  className,
  children,
  onClick,
}: {
  menu: PortalMenu;
  mobile?: boolean;
  className?: string;
  children?: ReactNode;
  onClick?: () => void;
}) {
  const target = menuTarget(menu, mobile);
  const content = children ?? menu.mainMenuName;
  return target.kind === "external" ? (
    <a className={className} href={target.href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {content}
    </a>
  ) : (
    <a className={className} href={`#${target.path}`} onClick={onClick}>
      {content}
    </a>
  );
}
