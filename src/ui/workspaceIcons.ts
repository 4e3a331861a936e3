import type { IconPaths } from "@blueprintjs/icons";
import { iconsByName } from "./iconPaths";

/*
 * The workspace's icons (menus, toolbars, inspector, plugins), at 16 px: one chunk, fetched with the
 * first icon the sign-in page does not use (see iconLoader.ts).
 */
const modules = import.meta.glob<IconPaths>(
  "../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{applications,chevron-left,chevron-right,diagram-tree,export,play,step-backward,step-forward,stop,bank-account,blank,build,caret-down,clipboard,cloud,cloud-upload,cog,cube,database,dollar,exchange,flash,folder-open,home,log-out,moon,page-layout,people,predictive-analysis,refresh,search,shop,tag,th-list,timeline-bar-chart}.js",
  { import: "default", eager: true },
);

export const workspaceIcons: Map<string, IconPaths> = iconsByName(modules);
