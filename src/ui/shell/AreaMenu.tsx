import { Button, Menu, MenuItem, PopoverNext } from "@blueprintjs/core";
import type { IconName } from "@blueprintjs/icons";
import { useLocation } from "wouter";
import type { MenuNode } from "./menuTree";

function isUnder(path: string, node: MenuNode): boolean {
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

/** An area's top menu: a button per top entry, a dropdown for entries with children. */
export function AreaMenu({ nodes }: { nodes: MenuNode[] }) {
  const [path, navigate] = useLocation();
  return (
    <nav className="ws-area-menu" aria-label="area menu">
      {nodes.map((node) =>
        node.children.length === 0 ? (
          <Button
            key={node.id}
            minimal
            icon={node.icon as IconName | undefined}
            text={node.title}
            active={isUnder(path, node)}
            onClick={() => node.path && navigate(node.path)}
          />
        ) : (
          <PopoverNext
            key={node.id}
            placement="bottom-start"
            arrow={false}
            content={
              <Menu>
                <SubMenu nodes={node.children} navigate={navigate} path={path} />
              </Menu>
            }
          >
            <Button
              minimal
              icon={node.icon as IconName | undefined}
              endIcon="caret-down"
              text={node.title}
              active={isUnder(path, node)}
            />
          </PopoverNext>
        ),
      )}
    </nav>
  );
}
