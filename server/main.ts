import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer } from "./app";
import { banner, demoMode, displayUrl, onShutdown } from "./platform/banner";

/** `npm start` / `npm run serve`: the built app and the API on one port. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.PORT ?? 5173);
const host = process.env.HOST ?? "127.0.0.1";
const dataDir = path.resolve(process.env.PLATFORM_DATA_DIR ?? ".data");
// The built app: dist/, or PLATFORM_STATIC_DIR (a deploy folder; the deploy journey serves its own).
const distDir = path.resolve(process.env.PLATFORM_STATIC_DIR ?? path.join(repoRoot, "dist"));
// The development SMTP sink (server/system/smtpSink.ts) on a fixed port, so saved mail settings hold.
process.env.SMTP_SINK_PORT ??= "2525";
const hasDist = fs.existsSync(path.join(distDir, "index.html"));

if (!hasDist) console.warn(`No built app in ${distDir}: run \`npm run build\` first (serving the API only).`);

const app = await buildServer({
  dataDir,
  demo: demoMode(),
  staticDir: hasDist ? distDir : undefined,
  logger: process.env.LOG_LEVEL ? { level: process.env.LOG_LEVEL } : false,
});
onShutdown(() => app.close());

try {
  await app.listen({ port, host });
} catch (error) {
  console.error(error);
  await app.close();
  process.exit(1);
}
const address = app.server.address();
const realPort = typeof address === "object" && address ? address.port : port;
console.log(banner(displayUrl(host, realPort)));
console.log(`\nData: ${dataDir}`);
