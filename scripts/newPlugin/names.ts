import { areaCode, type PageSlot } from "./slot";

/** Everything the templates need to know about the plugin being written. */
export interface PluginNames {
  /** kebab-case: the plugin id, its folder, the API path segment. */
  name: string;
  /** DemoThings */
  pascal: string;
  /** demoThings */
  camel: string;
  /** DEMO_THINGS */
  constant: string;
  /** The page's title (the slot's, or the name). */
  title: string;
  slot: PageSlot;
  /** Whether the plugin adds its own menu entry (no --slot). */
  ownMenu: boolean;
  /** The API base the client calls and the server module serves. */
  apiBase: string;
  /** The codes every call of the server module needs (all of them). */
  serverCodes: string[];
}

const pascalCase = (name: string) =>
  name
    .split("-")
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("");

export function pluginNames(name: string, slot: PageSlot, ownMenu: boolean): PluginNames {
  const pascal = pascalCase(name);
  return {
    name,
    pascal,
    camel: pascal[0].toLowerCase() + pascal.slice(1),
    constant: name.replace(/-/g, "_").toUpperCase(),
    title: slot.title,
    slot,
    ownMenu,
    apiBase: `/api/aimanager/v1/${name}`,
    serverCodes: slot.codes.length ? slot.codes : [areaCode(slot.area)],
  };
}

/** A JSON literal in TypeScript source (double quotes, as Prettier writes them). */
export const literal = (value: unknown) => JSON.stringify(value);
