import { Icons, IconSize, type IconName, type IconPaths } from "@blueprintjs/icons";

/*
 * Blueprint's default loader fetches every icon's paths of a size at once (~100 KB gzip), which
 * alone would break the sign-in page's 180 KB budget (design §6). The workspace's own icons are
 * bundled here (a few KB); any other icon falls back to Blueprint's lazy split-by-size loader.
 */
const bundled = import.meta.glob<IconPaths>(
  "../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{applications,chevron-left,chevron-right,diagram-tree,export,play,step-backward,step-forward,stop,bank-account,blank,build,caret-down,clipboard,cloud,cloud-upload,cog,cube,database,dollar,error,exchange,flash,folder-open,home,info-sign,lock,log-in,log-out,moon,page-layout,people,predictive-analysis,refresh,search,shop,tag,th-list,tick,timeline-bar-chart,user}.js",
  { import: "default", eager: true },
);

const byName = new Map(
  Object.entries(bundled).map(([path, paths]) => [
    path.slice(path.lastIndexOf("/") + 1, -".js".length),
    paths,
  ]),
);

let fallback: Promise<(name: IconName, size: IconSize) => Promise<IconPaths>> | undefined;

async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const paths = size === IconSize.STANDARD ? byName.get(name) : undefined;
  if (paths) return paths;
  fallback ??= import("@blueprintjs/icons/lib/esm/paths-loaders/splitPathsBySizeLoader").then(
    (module) => module.splitPathsBySizeLoader,
  );
  return (await fallback)(name, size);
}

export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}

/** For tests: the icons bundled with the shell. */
export const bundledIconNames = (): string[] => [...byName.keys()];
