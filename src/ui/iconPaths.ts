import type { IconPaths } from "@blueprintjs/icons";

/** `{ ".../paths/home.js": paths }` from import.meta.glob → `home` → paths. */
export const iconsByName = (modules: Record<string, IconPaths>): Map<string, IconPaths> =>
  new Map(
    Object.entries(modules).map(([path, paths]) => [
      path.slice(path.lastIndexOf("/") + 1, -".js".length),
      paths,
    ]),
  );
