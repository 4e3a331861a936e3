import { usePlugins } from "../CoreContext";
import { PageBoundary } from "../routing/PageBoundary";

/** Mounts every active plugin's overlays (drawers, dialogs), each in its own boundary. */
export function PluginOverlays() {
  const plugins = usePlugins();
  return (
    <>
      {plugins.overlays().map((overlay) => (
        <PageBoundary
          key={`${overlay.pluginId}:${overlay.id}`}
          route={{
            path: `overlay:${overlay.id}`,
            title: overlay.id,
            pluginId: overlay.pluginId,
            load: overlay.load,
          }}
          quiet
        />
      ))}
    </>
  );
}
