import { DEMO_ACCOUNTS } from "./demoAccounts";

/** The URL a browser can open for a listen host (wildcards are reachable on loopback). */
export function displayUrl(host: string, port: number): string {
  const shown = host === "0.0.0.0" || host === "::" || host === "" ? "127.0.0.1" : host;
  return `http://${shown.includes(":") ? `[${shown}]` : shown}:${port}`;
}

/** The start-up text: the URL on a line of its own, then the demo accounts (design §4). */
export function banner(url: string): string {
  const header = ["account", "password", "what it is"];
  const rows = DEMO_ACCOUNTS.map((account) => [account.userName, account.password, account.description]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join("  ")
      .trimEnd();
  return [
    url,
    "",
    "Demo accounts:",
    line(header),
    line(widths.map((width) => "-".repeat(width))),
    ...rows.map(line),
  ].join("\n");
}

/** Closes `close` once on SIGINT or SIGTERM, then exits. */
export function onShutdown(close: () => Promise<unknown>): void {
  let closing = false;
  const stop = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: shutting down`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

/** Demo mode (the /__dev outbox) is on for `npm start` and `npm run dev` unless PLATFORM_DEMO=0. */
export const demoMode = (): boolean => process.env.PLATFORM_DEMO !== "0";
