import { Icons, IconSize, type IconName, type IconPaths } from "@blueprintjs/icons";
import { iconsByName } from "./iconPaths";

/*
 * Blueprint's default loader fetches every icon's paths of a size at once (~100 KB gzip), which
 * alone would break the sign-in page's 180 KB budget (design §6). The few icons the sign-in page shows
 * are bundled here; the workspace's own icons come in one chunk (workspaceIcons.ts) with the first one
 * asked for; any other icon falls back to Blueprint's lazy split-by-size loader.
 */
const bundled = import.meta.glob<IconPaths>(
  "../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{error,info-sign,lock,log-in,tick,user}.js",
  { import: "default", eager: true },
);

const byName = iconsByName(bundled);

let workspace: Promise<Map<string, IconPaths>> | undefined;
const workspaceIcons = () =>
  (workspace ??= import("./workspaceIcons").then((module) => module.workspaceIcons));

let fallback: Promise<(name: IconName, size: IconSize) => Promise<IconPaths>> | undefined;

async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  if (size === IconSize.STANDARD) {
    const paths = byName.get(name) ?? (await workspaceIcons()).get(name);
    if (paths) return paths;
  }
  fallback ??= import("@blueprintjs/icons/lib/esm/paths-loaders/splitPathsBySizeLoader").then(
    (module) => module.splitPathsBySizeLoader,
  );
  return (await fallback)(name, size);
}

export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}

/** For tests: the icons shipped with the shell (sign-in page's and the workspace chunk's). */
export const bundledIconNames = async (): Promise<string[]> => [
  ...byName.keys(),
  ...(await workspaceIcons()).keys(),
];
