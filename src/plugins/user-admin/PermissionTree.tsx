import { useState } from "react";
import { Checkbox, Tree, type TreeNodeInfo } from "@blueprintjs/core";
import { nodesBelow, type PermissionNode } from "../shared/permissionTree";
import { checkState, toggle } from "./treeChecks";
import "./userAdmin.css";

export interface PermissionTreeProps {
  forest: readonly PermissionNode[];
  held: ReadonlySet<string>;
  onChange: (held: Set<string>) => void;
  label: string;
}

/**
 * The permission tree with a box on every node (Blueprint Tree): ticking a menu ticks its menus and
 * actions, a menu partly held shows the half-ticked box, action nodes (`childrens`) follow the menus.
 */
export function PermissionTree({ forest, held, onChange, label }: PermissionTreeProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());

  const toNode = (node: PermissionNode, isAction: boolean): TreeNodeInfo<string> => {
    const state = checkState(node, held);
    const below = nodesBelow(node);
    const actions = new Set(node.childrens ?? []);
    return {
      id: node.code,
      nodeData: node.code,
      isExpanded: !collapsed.has(node.code),
      hasCaret: below.length > 0,
      className: isAction ? "ws-perm-action" : undefined,
      label: (
        <Checkbox
          className="ws-perm-check"
          checked={state === "checked"}
          indeterminate={state === "indeterminate"}
          label={node.title}
          aria-label={node.title}
          data-code={node.code}
          onClick={(event) => event.stopPropagation()}
          onChange={() => onChange(toggle(forest, held, node.code))}
        />
      ),
      childNodes: below.length > 0 ? below.map((child) => toNode(child, actions.has(child))) : undefined,
    };
  };

  const flip = (node: TreeNodeInfo<string>, open: boolean) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (open) next.delete(String(node.id));
      else next.add(String(node.id));
      return next;
    });

  return (
    <div className="ws-perm-tree" role="group" aria-label={label}>
      <Tree
        compact
        contents={forest.map((node) => toNode(node, false))}
        onNodeExpand={(node) => flip(node, true)}
        onNodeCollapse={(node) => flip(node, false)}
      />
    </div>
  );
}
