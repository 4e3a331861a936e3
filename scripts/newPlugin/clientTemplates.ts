import { literal, type PluginNames } from "./names";

/** src/plugins/<name>/index.ts: the route on the slot (or a page of its own with a menu entry). */
export function manifest(n: PluginNames): string {
  const { slot } = n;
  const refImport = slot.ref
    ? `import { ${slot.ref.name} } from "../shared/menus/${slot.ref.module}";`
    : `import { createRouteRef } from "../../core/routeRef";`;
  const ref = slot.ref ? slot.ref.expression : `createRouteRef(${literal(slot.path)})`;
  const where = n.ownMenu
    ? `a page of its own in the ${slot.area} area, with a menu entry`
    : `it claims the placeholder slot of the ${slot.area} menu`;
  const menus = n.ownMenu
    ? `\n  menus: [{ id: "${n.name}:${slot.area}", area: "${slot.area}", title: ${literal(n.title)}, path: ${n.constant}_PAGE.path, icon: "th-list", order: 900 }],`
    : "";
  return `import { definePlugin } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";
${refImport}

/** The page's route ref: link to it with \`${n.constant}_PAGE.link()\`. */
export const ${n.constant}_PAGE = ${ref};

/** The codes the page needs (the menu's chain; the server module asks for the same). */
export const ${n.constant}_CODES = ${literal(slot.codes)};

/**
 * ${n.title}: a list page (${where}).
 * Titles are literal: the manifest is in the boot bundle, the catalogue is not.
 */
export const ${n.camel}Plugin = definePlugin<PageComponent>({
  id: "${n.name}",
  title: ${literal(n.title)},
  routes: [
    {
      path: ${n.constant}_PAGE.path,
      title: ${literal(n.title)},
      permission: ${n.constant}_CODES,
      load: () => import("./${n.pascal}Page"),
    },
  ],${menus}
});

export default ${n.camel}Plugin;
`;
}

/** src/plugins/<name>/api.ts: the calls, on the one request helper. */
export function api(n: PluginNames): string {
  return `import type { AxiosInstance } from "axios";
import { createRequest } from "../../core/request";

/** The reference server's module for this page: server/${n.name}/routes.ts. */
export const ${n.constant}_API = ${literal(n.apiBase)};

export interface ${n.pascal}Row {
  id: number;
  name: string;
  description: string;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
}

/** What the form edits. */
export interface ${n.pascal}Fields extends Record<string, unknown> {
  name: string;
  description: string;
}

export interface ${n.pascal}Query {
  pageNum: number;
  pageSize: number;
  /** Rows whose name contains it ("" for all). */
  name: string;
}

export interface ${n.pascal}Page {
  list: ${n.pascal}Row[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** The calls of the ${n.name} page; failures have shown their tip (a 400's reason is the form's). */
export function ${n.camel}Api(http: AxiosInstance) {
  const request = createRequest(http, ${n.constant}_API);
  return {
    page: (query: ${n.pascal}Query) => request.get<${n.pascal}Page>("page", { params: query }),
    create: (fields: ${n.pascal}Fields) => request.post<${n.pascal}Row>("", fields),
    update: (id: number, fields: ${n.pascal}Fields) => request.put<${n.pascal}Row>("", { id, ...fields }),
    remove: (id: number) => request.del(\`\${id}\`),
  };
}
`;
}

/** src/plugins/<name>/messages.ts: the plugin's own texts (shared words are the core's). */
export function messages(n: PluginNames): string {
  return `import { createCatalogue } from "../../core/messages";

/**
 * The ${n.name} plugin's texts, Chinese first with an English catalogue. Shared words (查询, 重置,
 * 编辑, 删除, 创建时间, 暂无数据, the pager's) are the core catalogue's \`t(…)\`; 新增… / 编辑… /
 * 请输入… / 确认删除… the list kit's.
 */
export const ${n.camel}Zh = {
  title: ${literal(n.title)},
  entity: "记录",
  name: "名称",
  description: "描述",
};

export const ${n.camel}En: Record<keyof typeof ${n.camel}Zh, string> = {
  title: ${literal(n.pascal)},
  entity: "record",
  name: "Name",
  description: "Description",
};

/** The ${n.name} plugin's texts, following the shell's locale. */
export const ${n.camel}Text = createCatalogue(${n.camel}Zh, ${n.camel}En);
`;
}
