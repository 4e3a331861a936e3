import { Fragment, useRef } from "react";
import { Drawer, Menu, MenuDivider, MenuItem, Position } from "@blueprintjs/core";
import type { IconName } from "@blueprintjs/icons";
import { useLocation } from "wouter";
import { t } from "../../core/messages";
import { focusFirstItem, handleMenuKeys } from "./menuKeys";
import type { MenuNode } from "./menuTree";

export interface AreaDrawerProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  nodes: MenuNode[];
  /** Shown instead of the menu (an unaudited account has none). */
  notice?: string;
}

/** The tree as one list: a group is a heading over its pages, indented by depth. */
function Entries({
  nodes,
  depth,
  path,
  open,
}: {
  nodes: MenuNode[];
  depth: number;
  path: string;
  open: (to: string) => void;
}) {
  return nodes.map((node) =>
    node.children.length > 0 ? (
      <Fragment key={node.id}>
        <MenuDivider title={node.title} className={`ws-drawer-depth-${depth}`} />
        <Entries nodes={node.children} depth={depth + 1} path={path} open={open} />
      </Fragment>
    ) : (
      <MenuItem
        key={node.id}
        className={`ws-drawer-depth-${depth}`}
        icon={node.icon as IconName | undefined}
        text={node.title}
        active={node.path === path}
        onClick={() => node.path && open(node.path)}
      />
    ),
  );
}

/** The mobile layout's area menu (spec §9, width ≤ 1000 px): a drawer from the left, opened by the menu button. */
export function AreaDrawer({ isOpen, onClose, title, nodes, notice }: AreaDrawerProps) {
  const [path, navigate] = useLocation();
  const menuRef = useRef<HTMLUListElement>(null);
  const open = (to: string) => {
    onClose();
    navigate(to);
  };
  return (
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      onOpened={() => {
        const active = menuRef.current?.querySelector<HTMLElement>(".bp6-active");
        if (active) active.focus();
        else focusFirstItem(menuRef.current);
      }}
      position={Position.LEFT}
      size="min(300px, 85vw)"
      title={title}
      icon="menu"
      className="ws-area-drawer"
    >
      {notice ? (
        <p className="ws-drawer-notice bp6-text-muted">{notice}</p>
      ) : (
        <Menu
          ulRef={menuRef}
          aria-label={t("shell.menu")}
          className="ws-drawer-menu"
          onKeyDown={(event) => handleMenuKeys(event)}
        >
          <Entries nodes={nodes} depth={0} path={path} open={open} />
        </Menu>
      )}
    </Drawer>
  );
}
