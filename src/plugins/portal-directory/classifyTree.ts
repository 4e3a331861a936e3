import type { ClassifyNode } from "./types";

/** An application of the app store: a leaf of the industry tree, under its top-level industry. */
export interface Application {
  id: number;
  name: string;
  /** The path below the industry ("电力 / 风电"), "" for an industry without sub-classes. */
  path: string;
}

export interface Industry {
  id: number;
  name: string;
  applications: Application[];
}

/** The industries (top-level nodes) with their applications (leaves; an industry without children is its own). */
export function industriesOf(tree: ClassifyNode[]): Industry[] {
  const leaves = (node: ClassifyNode, trail: string[]): Application[] =>
    node.children.length === 0
      ? [{ id: node.id, name: node.name, path: trail.join(" / ") }]
      : node.children.flatMap((child) => leaves(child, [...trail, child.name]));
  return tree.map((top) => ({
    id: top.id,
    name: top.name,
    applications: top.children.length === 0 ? [{ id: top.id, name: top.name, path: "" }] : leaves(top, []),
  }));
}

/** A node of the tree by id, anywhere in it. */
export function findNode(tree: ClassifyNode[], id: number): ClassifyNode | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}
