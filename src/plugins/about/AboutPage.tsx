import { HTMLTable } from "@blueprintjs/core";
import { usePlugins } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import { PluginStatusTag } from "../../ui/kit/PluginStatusTag";
import { aboutStats } from "./aboutStats";

/** About the platform: the version and the plugins this workspace runs. */
export default function AboutPage() {
  const plugins = usePlugins();
  return (
    <PageFrame title="关于平台">
      <p>
        AI 与超算云平台工作台 · 版本 {__APP_VERSION__} · 本次会话登录 {aboutStats.signIns} 次
      </p>
      <HTMLTable compact striped className="ws-fill" aria-label="plugins">
        <thead>
          <tr>
            <th>插件</th>
            <th>名称</th>
            <th>状态</th>
            <th>路由</th>
            <th>菜单</th>
          </tr>
        </thead>
        <tbody>
          {plugins.list().map(({ plugin, status }) => (
            <tr key={plugin.id}>
              <td>
                <code>{plugin.id}</code>
              </td>
              <td>{plugin.title}</td>
              <td>
                <PluginStatusTag status={status} />
              </td>
              <td>{plugin.routes?.length ?? 0}</td>
              <td>{plugin.menus?.length ?? 0}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </PageFrame>
  );
}
