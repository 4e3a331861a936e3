/*
 * Where every Blueprint icon's 20 px paths module is, each emitted on its own: a map from
 * `./{icon-name}.js` to its URL, fetched with the first 20 px icon that is neither bundled with the
 * sign-in page nor in the workspace's chunk (see iconLoader.ts).
 */
export const iconModules = import.meta.glob<string>(["./*.js", "!./index.js"], {
  base: "../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths",
  query: "?url&no-inline",
  import: "default",
  eager: true,
});
