import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer } from "./app";
import { banner, demoMode, displayUrl, onShutdown } from "./platform/banner";

/**
 * `npm run dev`: the API server on API_PORT (no static files), then Vite's dev server on PORT, whose
 * config proxies /api (websockets too) and /__dev to the API.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const apiPort = Number(process.env.API_PORT ?? 5174);
const port = Number(process.env.PORT ?? 5173);
const host = process.env.HOST ?? "127.0.0.1";
const dataDir = path.resolve(process.env.PLATFORM_DATA_DIR ?? ".data");
// vite.config.ts reads API_PORT when it loads; make sure it sees the port used here.
process.env.API_PORT = String(apiPort);

const api = await buildServer({
  dataDir,
  demo: demoMode(),
  logger: process.env.LOG_LEVEL ? { level: process.env.LOG_LEVEL } : false,
});
await api.listen({ port: apiPort, host: "127.0.0.1" });

const { createServer } = await import("vite");
const vite = await createServer({
  root: repoRoot,
  configFile: path.join(repoRoot, "vite.config.ts"),
  server: { port, host, strictPort: true },
});
onShutdown(() => Promise.all([vite.close(), api.close()]));
await vite.listen();

const address = vite.httpServer?.address();
const realPort = typeof address === "object" && address ? address.port : port;
console.log(banner(displayUrl(host, realPort)));
console.log(`\nAPI: http://127.0.0.1:${apiPort}   Data: ${dataDir}`);
