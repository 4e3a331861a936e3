import type { TreeNodeInfo } from "@blueprintjs/core";

/** A node of a tree page (organisations, industry classification). */
export interface TreeItem<Id extends string | number> {
  id: Id;
  label: string;
  children: TreeItem<Id>[];
}

/**
 * Blueprint tree nodes from items: every node expanded unless its id is in `collapsed`, the selected
 * one marked.
 */
export function toTreeNodes<Id extends string | number>(
  items: TreeItem<Id>[],
  selected: Id | null,
  collapsed: ReadonlySet<Id>,
): TreeNodeInfo<Id>[] {
  return items.map((item) => ({
    id: item.id,
    label: item.label,
    nodeData: item.id,
    isSelected: item.id === selected,
    isExpanded: !collapsed.has(item.id),
    hasCaret: item.children.length > 0,
    icon: item.children.length > 0 ? "folder-close" : "document",
    childNodes: item.children.length > 0 ? toTreeNodes(item.children, selected, collapsed) : undefined,
  }));
}

/** Every item, depth first, with its depth (for a parent select). */
export function flatten<Id extends string | number>(
  items: TreeItem<Id>[],
  depth = 0,
): { id: Id; label: string; depth: number }[] {
  return items.flatMap((item) => [
    { id: item.id, label: item.label, depth },
    ...flatten(item.children, depth + 1),
  ]);
}

/** The item and its descendants' ids (a node cannot move under itself). */
export function subtreeIds<Id extends string | number>(items: TreeItem<Id>[], id: Id): Set<Id> {
  const found = find(items, id);
  return new Set(found ? flatten([found]).map((item) => item.id) : []);
}

export function find<Id extends string | number>(items: TreeItem<Id>[], id: Id): TreeItem<Id> | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const inner = find(item.children, id);
    if (inner) return inner;
  }
  return undefined;
}
