import type { IconPaths } from "@blueprintjs/icons";
import { iconsByName } from "./iconPaths";

/*
 * The workspace's icons (menus, toolbars, the list kit, inspector, plugins) at 16 px, and the shell's
 * state pages (not found, forbidden, not built yet, page error, HPC account needed) at 20 px (the size
 * NonIdealState draws): one chunk, fetched with the first icon the sign-in page does not use (see
 * iconLoader.ts). Any other icon loads on its own.
 */
const modules = import.meta.glob<IconPaths>(
  "../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{add,applications,chevron-left,chevron-right,diagram-tree,export,help,play,reset,step-backward,step-forward,stop,bank-account,blank,build,caret-down,clipboard,cloud,cloud-upload,cog,cube,database,dollar,exchange,flash,folder-open,home,log-out,menu,moon,offline,page-layout,people,predictive-analysis,refresh,search,shop,tag,th-list,timeline-bar-chart}.js",
  { import: "default", eager: true },
);

const large = import.meta.glob<IconPaths>(
  "../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/{build,error,key,lock,offline,search}.js",
  { import: "default", eager: true },
);

export const workspaceIcons: Map<string, IconPaths> = iconsByName(modules);

export const workspaceIcons20: Map<string, IconPaths> = iconsByName(large);
