import { HTMLTable, Switch, Tag } from "@blueprintjs/core";
import { useCore, usePlugins } from "../../ui/CoreContext";
import { PluginStatusTag } from "../../ui/kit/PluginStatusTag";
import { formatTime } from "../../ui/kit/dates";

const time = (at?: number) => (at ? formatTime(at) : "—");

/** Every registered plugin: status, activation time, contributions, coded errors; disable and enable. */
export function PluginsPanel() {
  const plugins = usePlugins();
  const { plugins: host } = useCore();
  return (
    <HTMLTable compact striped className="ws-fill" aria-label="插件列表">
      <thead>
        <tr>
          <th>插件</th>
          <th>状态</th>
          <th>激活时间</th>
          <th>路由</th>
          <th>菜单</th>
          <th>状态机</th>
          <th>服务</th>
          <th>错误</th>
          <th>启用</th>
        </tr>
      </thead>
      <tbody>
        {plugins.list().map(({ plugin, status, errors, activatedAt, activationMs }) => (
          <tr key={plugin.id} data-plugin={plugin.id}>
            <td>
              <code>{plugin.id}</code> {plugin.title}
            </td>
            <td>
              <PluginStatusTag status={status} />
            </td>
            <td>
              {time(activatedAt)}
              {activationMs !== undefined && <span className="bp6-text-muted"> ({activationMs} ms)</span>}
            </td>
            <td>{plugin.routes?.length ?? 0}</td>
            <td>{plugin.menus?.length ?? 0}</td>
            <td>{Object.keys(plugin.machines ?? {}).join(", ") || "—"}</td>
            <td>{(plugin.provides ?? []).map((token) => token.id).join(", ") || "—"}</td>
            <td>
              {errors.map((error) => (
                <div key={error.code + error.message}>
                  <Tag minimal intent="danger">
                    {error.code}
                  </Tag>{" "}
                  {error.message}
                </div>
              ))}
            </td>
            <td>
              <Switch
                aria-label={`启用 ${plugin.id}`}
                checked={status === "active"}
                disabled={plugin.id === "inspector" || (status !== "active" && status !== "disabled")}
                onChange={() => (status === "active" ? host.disable(plugin.id) : void host.enable(plugin.id))}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
