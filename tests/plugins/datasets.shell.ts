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

/**
 * The datasets tests' shell: the development platform's menus, the storage plugin (it provides the
 * chunk upload) and the datasets plugin, signed in as a demo account against the reference server.
 */
export async function openDatasetsPage(server: TestServer, route: string, account: DemoAccountName = "dev") {
  const core = createTestCore({ adapter: server.adapter });
  core.plugins.register(devPlatform);
  core.plugins.register(storagePlugin);
  core.plugins.register(datasetsPlugin);
  await core.plugins.activateAll();
  await signInAs(core, account);
  return renderInTestShell(null, { core, route });
}

let counter = 0;
/** A name no other test of the file uses (the server keeps one database per file). */
export const uniqueName = (prefix: string) => `${prefix}${Date.now() % 100000}${++counter}`;

/** Answers the confirmation showing `text` (another one may still be closing) with 确认 or 取消. */
export async function answerConfirm(text: string, answer: "确认" | "取消" = "确认") {
  const { screen, fireEvent, within } = await import("@testing-library/react");
  const alert = (await screen.findByText(text)).closest(".bp6-alert") as HTMLElement;
  fireEvent.click(within(alert).getByRole("button", { name: answer }));
}
