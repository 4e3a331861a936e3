import { createRoot } from "react-dom/client";
import "@blueprintjs/core/lib/css/blueprint.css";
import "@blueprintjs/select/lib/css/blueprint-select.css";
import "./ui/styles.css";
import { createCore } from "./core/createCore";
import { builtInPlugins } from "./plugins";
import { App } from "./ui/App";
import { installIconLoader } from "./ui/iconLoader";
import { adoptSearchQuery } from "./ui/routing/hashLocation";
import { watchPreloadErrors } from "./ui/routing/platformUpdate";
import type { PageComponent } from "./ui/CoreContext";

installIconLoader();
watchPreloadErrors();
adoptSearchQuery();
const core = createCore<PageComponent>();
for (const plugin of builtInPlugins) core.plugins.register(plugin);
for (const error of core.plugins.errors()) console.error(`[plugins] ${error.code} ${error.message}`);
void core.plugins.activateAll();

createRoot(document.getElementById("root") as HTMLElement).render(<App core={core} />);
