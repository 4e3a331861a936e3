import { useRef, useState, type KeyboardEvent } from "react";
import { Button, MenuItem } from "@blueprintjs/core";
import type { IconName } from "@blueprintjs/icons";
import { useLocation } from "wouter";
import type { MenuNode } from "./menuTree";
import { MenuPopover } from "./MenuPopover";

export function isUnder(path: string, node: MenuNode): boolean {
  if (node.path && (path === node.path || path.startsWith(`${node.path}/`))) return true;
  return node.children.some((child) => isUnder(path, child));
}

function SubMenu({
  nodes,
  navigate,
  path,
}: {
  nodes: MenuNode[];
  navigate: (to: string) => void;
  path: string;
}) {
  return (
    <>
      {nodes.map((node) => (
        <MenuItem
          key={node.id}
          text={node.title}
          icon={node.icon as IconName | undefined}
          active={node.path === path}
          onClick={node.path ? () => navigate(node.path as string) : undefined}
        >
          {node.children.length > 0 ? (
            <SubMenu nodes={node.children} navigate={navigate} path={path} />
          ) : undefined}
        </MenuItem>
      ))}
    </>
  );
}

/**
 * An area's top menu: a button per top entry, a dropdown for entries with children. Left / Right move
 * between the top entries (from an open dropdown too, opening the neighbour's), Down opens a dropdown.
 */
export function AreaMenu({ nodes }: { nodes: MenuNode[] }) {
  const [path, navigate] = useLocation();
  const [openId, setOpenId] = useState<string | null>(null);
  /** The dropdown that Left / Right opened: it focuses its first entry. */
  const [focusFor, setFocusFor] = useState<string | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  /** Focuses the top entry at `index` (wrapping); from an open dropdown, opens the neighbour's. */
  const moveTo = (index: number, fromDropdown: boolean) => {
    const next = (index + nodes.length) % nodes.length;
    buttons.current[next]?.focus();
    const node = nodes[next];
    const openNext = fromDropdown && node && node.children.length > 0;
    setFocusFor(openNext ? node.id : null);
    setOpenId(openNext ? node.id : null);
  };
  const onTopKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: nodes.length - 1,
    };
    if (!(event.key in moves) || event.target !== buttons.current[index]) return;
    event.preventDefault();
    event.stopPropagation(); // not a key for the dropdown's trigger
    moveTo(moves[event.key]!, false);
  };

  return (
    <nav className="ws-area-menu" aria-label="area menu">
      {nodes.map((node, index) => {
        const button = (
          <Button
            ref={(element) => {
              buttons.current[index] = element;
            }}
            minimal
            icon={node.icon as IconName | undefined}
            endIcon={node.children.length > 0 ? "caret-down" : undefined}
            text={node.title}
            active={isUnder(path, node)}
            aria-haspopup={node.children.length > 0 ? "menu" : undefined}
            onKeyDown={(event) => onTopKeyDown(event, index)}
            onClick={node.children.length === 0 ? () => node.path && navigate(node.path) : undefined}
          />
        );
        if (node.children.length === 0) return <span key={node.id}>{button}</span>;
        return (
          <MenuPopover
            key={node.id}
            menuLabel={node.title}
            isOpen={openId === node.id}
            focusOnOpen={focusFor === node.id}
            onOpenChange={(open) =>
              // A dropdown closing late must not close its successor.
              setOpenId((current) => (open ? node.id : current === node.id ? null : current))
            }
            onLeft={() => moveTo(index - 1, true)}
            onRight={() => moveTo(index + 1, true)}
            items={<SubMenu nodes={node.children} navigate={navigate} path={path} />}
          >
            {button}
          </MenuPopover>
        );
      })}
    </nav>
  );
}
