import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { keepPreviousAssets } from "./scripts/keptAssets.js";

const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
  version: string;
};

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? "5174"}`;

export default defineConfig({
  plugins: [react(), keepPreviousAssets()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  base: "./",
  build: { outDir: "dist", sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: {
    host: "127.0.0.1",
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      "/api": { target: apiTarget, ws: true },
      "/__dev": apiTarget,
    },
  },
});
