import { Icons, IconSize, type IconName, type IconPaths } from "@blueprintjs/icons";
import { iconsByName } from "./iconPaths";

/*
 * Blueprint's default loader fetches every icon's paths of a size at once (~100 KB gzip), which
 * alone would break the sign-in page's 180 KB budget (design §6). The few icons the sign-in page shows
 * are bundled here; the workspace's own icons (16 px, and its state pages' at 20 px) come in one
 * chunk (workspaceIcons.ts) with the first one asked for. Any other icon loads on its own: its size's
 * map of where each icon's module is (iconModules16.ts, iconModules20.ts, ~15 KB gzip), then that
 * icon's module (~0.3 KB), so a page pulls only the icons it shows, never Blueprint's fallback chunk
 * of every icon of a size (~100 KB).
 */
const bundled = import.meta.glob<IconPaths>(
  "../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{error,info-sign,lock,log-in,tick,user}.js",
  { import: "default", eager: true },
);

const byName = iconsByName(bundled);

/** `./{icon-name}.js` → the URL of that icon's paths module (`export default [paths]`). */
type IconModules = Record<string, string>;

type WorkspaceIcons = typeof import("./workspaceIcons");
let workspace: Promise<WorkspaceIcons> | undefined;
const workspaceChunk = () => (workspace ??= import("./workspaceIcons"));
const workspaceIcons = async () => (await workspaceChunk()).workspaceIcons;

const indexes = new Map<IconSize, Promise<IconModules>>();
const indexLoaders: Record<IconSize, () => Promise<IconModules>> = {
  [IconSize.STANDARD]: () => import("./iconModules16").then((module) => module.iconModules),
  [IconSize.LARGE]: () => import("./iconModules20").then((module) => module.iconModules),
};

/** The icon's paths from its own module; an icon Blueprint does not ship at this size is an error. */
async function ownModule(name: IconName, size: IconSize): Promise<IconPaths> {
  let index = indexes.get(size);
  if (!index) indexes.set(size, (index = indexLoaders[size]()));
  const url = (await index)[`./${name}.js`];
  if (!url) throw new Error(`no ${size}px paths for the icon "${name}"`);
  const module = (await import(/* @vite-ignore */ url)) as { default: IconPaths };
  return module.default;
}

export async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const paths =
    size === IconSize.STANDARD
      ? (byName.get(name) ?? (await workspaceChunk()).workspaceIcons.get(name))
      : (await workspaceChunk()).workspaceIcons20.get(name);
  return paths ?? ownModule(name, size);
}

export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}

/** For tests: the icons shipped with the shell (sign-in page's and the workspace chunk's). */
export const bundledIconNames = async (): Promise<string[]> => [
  ...byName.keys(),
  ...(await workspaceIcons()).keys(),
];
