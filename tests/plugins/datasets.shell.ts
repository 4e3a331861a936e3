import type { AxiosAdapter } from "axios";
import { fireEvent, screen, within } from "@testing-library/react";
import devPlatform from "../../src/plugins/dev-platform";
import datasetsPlugin from "../../src/plugins/datasets";
import storagePlugin from "../../src/plugins/storage";
import {
  createTestCore,
  renderInTestShell,
  signInAs,
  type DemoAccountName,
  type TestServer,
} from "../../src/testing";
import type { PluginDefinition } from "../../src/core/pluginTypes";
import type { PageComponent, ShellCore } from "../../src/ui/CoreContext";
// jsdom's Blob has no arrayBuffer(); that file adds it (through FileReader), as a browser has it.
import "./storage-fakeHttp";

/** A FormData as multipart bytes (the in-process adapter carries JSON and bytes, not FormData). */
async function multipartOf(form: FormData): Promise<{ body: Buffer; type: string }> {
  const boundary = `----datasets-test-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of form.entries()) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"`;
    if (typeof value === "string") {
      parts.push(Buffer.from(`${head}\r\n\r\n${value}\r\n`));
      continue;
    }
    const filename = (value as File).name || "blob";
    parts.push(
      Buffer.from(
        `${head}; filename="${filename}"\r\nContent-Type: ${value.type || "application/octet-stream"}\r\n\r\n`,
      ),
      Buffer.from(await value.arrayBuffer()),
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

/**
 * The test server's adapter, with multipart bodies (the shared chunk upload) turned into bytes;
 * `refuseChunks` answers every chunk with code 500 in the body (the helper's failure path).
 */
function withMultipart(adapter: AxiosAdapter, refuseChunks = false): AxiosAdapter {
  return async (config) => {
    if (!(config.data instanceof FormData)) return adapter(config);
    if (refuseChunks)
      return { data: { code: 500, message: "refused" }, status: 200, statusText: "OK", headers: {}, config };
    const { body, type } = await multipartOf(config.data);
    config.headers.set("Content-Type", type);
    return adapter({ ...config, data: body });
  };
}

/**
 * The datasets tests' shell: the development platform's menus, the storage plugin (it provides the
 * chunk upload) and the datasets plugin, signed in as a demo account against the reference server.
 * `route` may be a function of the signed-in core (to create data first) answering the route;
 * `plugins` are registered after them (e.g. one contributing to the datasets plugin's slots).
 */
export async function openDatasetsPage(
  server: TestServer,
  route: string | ((core: ShellCore) => Promise<string>),
  account: DemoAccountName = "dev",
  options: { refuseChunks?: boolean; plugins?: PluginDefinition<PageComponent>[] } = {},
) {
  const core = createTestCore({ adapter: withMultipart(server.adapter, options.refuseChunks) });
  core.plugins.register(devPlatform);
  core.plugins.register(storagePlugin);
  core.plugins.register(datasetsPlugin);
  for (const plugin of options.plugins ?? []) core.plugins.register(plugin);
  await core.plugins.activateAll();
  await signInAs(core, account);
  const path = typeof route === "string" ? route : await route(core);
  return renderInTestShell(null, { core, route: path });
}

let counter = 0;
/** A name no other test of the file uses (the server keeps one database per file). */
export const uniqueName = (prefix: string) => `${prefix}${Date.now() % 100000}${++counter}`;

/** Answers the confirmation showing `text` (another one may still be closing) with 确认 or 取消. */
export async function answerConfirm(text: string, answer: "确认" | "取消" = "确认") {
  const alert = (await screen.findByText(text)).closest(".bp6-alert") as HTMLElement;
  fireEvent.click(within(alert).getByRole("button", { name: answer }));
}
