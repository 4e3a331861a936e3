import axios, { AxiosError, type AxiosAdapter } from "axios";
import { createCore, type CoreOptions } from "../core/createCore";
import type { ShellCore } from "../ui/CoreContext";
import { navigate as navigateInHash } from "../ui/routing/hashLocation";
import { pathAndQuery } from "./adapterResponse";

export interface TestCoreOptions extends Pick<CoreOptions, "now"> {
  /**
   * Answers every request of `core.http`: usually `createServerAdapter(app)` (or
   * `(await startTestServer()).adapter`). Default: {@link offlineAdapter}, which fails every request.
   */
  adapter?: AxiosAdapter;
  /** Where the session sends the user (logout goes to "/"). Default: the hash router's navigate. */
  navigate?: (path: string) => void;
}

/**
 * An adapter for a test without a server: every request fails as a network error would, naming the
 * call, so a test never reaches the network by accident.
 */
export const offlineAdapter: AxiosAdapter = async (config) => {
  throw new AxiosError(
    `no test server for ${(config.method ?? "get").toUpperCase()} ${pathAndQuery(config)}: pass { adapter: createServerAdapter(app) }`,
    AxiosError.ERR_NETWORK,
    config,
  );
};

const liveCores = new Set<ShellCore>();

/**
 * The real core (`createCore`) for a test: its HTTP client answered by `adapter`, navigation through
 * the hash router the shell uses. {@link disposeTestCores} (or `cleanupTestShell`) stops it.
 */
export function createTestCore(options: TestCoreOptions = {}): ShellCore {
  const adapter = options.adapter ?? offlineAdapter;
  // createCore may restore a stored session and ask for the user at once, before it returns; the
  // client copies axios's defaults when created, so the adapter is in place for that first call.
  const previous = axios.defaults.adapter;
  axios.defaults.adapter = adapter;
  let core: ShellCore;
  try {
    core = createCore({ navigate: options.navigate ?? ((path) => navigateInHash(path)), now: options.now });
  } finally {
    axios.defaults.adapter = previous;
  }
  core.http.defaults.adapter = adapter;
  liveCores.add(core);
  return core;
}

/** Stops every core made by {@link createTestCore}: plugins disabled (cleanups run), actors stopped. */
export function disposeTestCores(): void {
  for (const core of liveCores) {
    for (const record of core.plugins.list()) core.plugins.disable(record.plugin.id);
    for (const live of core.machines.liveActors()) live.actor.stop();
  }
  liveCores.clear();
}
