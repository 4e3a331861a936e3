/* global module */
/**
 * The layers of src/ and server/ (docs/server-layers.md), checked by `npm run lint`:
 *
 *   server:  lib (helpers) → stores and engines → wiring (platform.ts) → request pipeline (http/) →
 *            feature routes → the app (app.ts, main.ts, dev.ts); no cycle (type imports counted), no
 *            upward import, no feature importing another feature's files.
 *   src:     core imports no plugin or ui; machines import no React, plugin or ui; a plugin imports
 *            no other plugin (only src/plugins/shared, the declared tokens and slots).
 */

/** Server folders that are not features: helpers, shared stores, the request pipeline, the engines. */
const SHARED = "lib|platform|http|training|inference|dataset-formats";
const FEATURE = `^server/(?!(?:${SHARED})/)([^/]+)/`;
/** A feature's route modules: its entry routes.ts and every *Routes.ts beside it. */
const ROUTES = "^server/.+/(?:routes|[A-Za-z]*Routes)\\.ts$";
const APP = "^server/(?:app|main|dev)\\.ts$";
const WIRING = "^server/platform\\.ts$";
const PIPELINE = "^server/http/";

module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      comment:
        "A cycle ties modules together so none can be read, tested or loaded alone (type imports count).",
      severity: "error",
      from: { path: "^(?:src|server)/" },
      to: { circular: true },
    },
    {
      name: "server-lib-is-the-bottom",
      comment:
        "server/lib holds plain helpers: they import only other helpers (and the app's contracts and constants).",
      severity: "error",
      from: { path: "^server/lib/" },
      to: { path: "^server/", pathNot: "^server/lib/" },
    },
    {
      name: "server-stores-below-the-wiring",
      comment:
        "Stores and engines take what they need (a Db, a clock, another store) as narrow parameters; they never see the platform, the pipeline, routes or the app.",
      severity: "error",
      from: { path: "^server/", pathNot: [ROUTES, APP, WIRING, PIPELINE, "^server/lib/"] },
      to: { path: [WIRING, PIPELINE, ROUTES, APP] },
    },
    {
      name: "server-shared-imports-no-feature",
      comment:
        "Shared stores and engines (platform/, training/, inference/, dataset-formats/) sit below every feature.",
      severity: "error",
      from: { path: "^server/(?:platform|training|inference|dataset-formats)/" },
      to: { path: FEATURE },
    },
    {
      name: "server-wiring-below-the-pipeline",
      comment: "platform.ts wires stores and engines; it knows nothing of the pipeline, routes or the app.",
      severity: "error",
      from: { path: WIRING },
      to: { path: [PIPELINE, ROUTES, APP] },
    },
    {
      name: "server-pipeline-below-routes",
      comment:
        "The request pipeline (server/http) serves every route; it imports no route module and not the app.",
      severity: "error",
      from: { path: PIPELINE },
      to: { path: [ROUTES, APP] },
    },
    {
      name: "server-routes-below-the-app",
      severity: "error",
      from: { path: "^server/", pathNot: APP },
      to: { path: APP },
    },
    {
      name: "server-feature-imports-no-other-feature",
      comment:
        "A feature folder mirrors one plugin; what two features share moves down (lib, platform) or passes through the wiring.",
      severity: "error",
      from: { path: FEATURE },
      to: { path: FEATURE, pathNot: "^server/$1/" },
    },
    {
      name: "src-core-imports-no-plugin-or-ui",
      severity: "error",
      from: { path: "^src/core/" },
      to: { path: "^src/(?:plugins|ui)/" },
    },
    {
      name: "src-machines-are-pure",
      comment: "Machines are pure XState: no React, no Blueprint, no plugin or ui code (design §1).",
      severity: "error",
      from: { path: "^src/machines/" },
      to: { path: ["^src/(?:plugins|ui)/", "node_modules/(?:react|react-dom|@blueprintjs)/"] },
    },
    {
      name: "src-plugin-imports-no-other-plugin",
      comment:
        "A plugin reaches another only through a service token or slot declared in src/plugins/shared.",
      severity: "error",
      from: { path: "^src/plugins/(?!shared/)([^/]+)/" },
      to: { path: "^src/plugins/(?!shared/)([^/]+)/", pathNot: "^src/plugins/$1/" },
    },
    {
      name: "server-and-src-stay-apart",
      comment: "The app never imports the server; the server imports only the app's contracts and constants.",
      severity: "error",
      from: { path: "^src/", pathNot: "^src/testing/" },
      to: { path: "^server/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
      extensions: [".ts", ".tsx", ".mjs", ".js"],
    },
    cache: { folder: "node_modules/.cache/dependency-cruiser", strategy: "content" },
  },
};
