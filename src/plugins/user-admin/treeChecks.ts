import { nodesBelow, type PermissionNode } from "../shared/permissionTree";

export type CheckState = "checked" | "indeterminate" | "unchecked";

const descendants = (node: PermissionNode): string[] =>
  nodesBelow(node).flatMap((child) => [child.code, ...descendants(child)]);

/**
 * A node's box: a leaf is ticked when held; a menu is ticked when it and everything below it is
 * held, half-ticked when it or something below it is held, else empty.
 */
export function checkState(node: PermissionNode, held: ReadonlySet<string>): CheckState {
  const below = descendants(node);
  if (below.length === 0) return held.has(node.code) ? "checked" : "unchecked";
  const count = below.filter((code) => held.has(code)).length;
  if (count === below.length && held.has(node.code)) return "checked";
  return count > 0 || held.has(node.code) ? "indeterminate" : "unchecked";
}

/** The path from a module head down to `code` (empty when the code is not in the forest). */
function pathTo(forest: readonly PermissionNode[], code: string): PermissionNode[] {
  for (const node of forest) {
    if (node.code === code) return [node];
    const below = pathTo(nodesBelow(node), code);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/**
 * Ticking a box: a ticked node is cleared with everything below it, and a parent left with nothing
 * held below is cleared too; any other node is ticked with everything below it and its parents.
 */
export function toggle(
  forest: readonly PermissionNode[],
  held: ReadonlySet<string>,
  code: string,
): Set<string> {
  const path = pathTo(forest, code);
  const node = path.at(-1);
  if (!node) return new Set(held);
  const next = new Set(held);
  const subtree = [node.code, ...descendants(node)];
  if (checkState(node, held) === "checked") {
    for (const each of subtree) next.delete(each);
    for (const parent of path.slice(0, -1).reverse())
      if (!descendants(parent).some((each) => next.has(each))) next.delete(parent.code);
  } else {
    for (const each of [...path.map((parent) => parent.code), ...subtree]) next.add(each);
  }
  return next;
}
