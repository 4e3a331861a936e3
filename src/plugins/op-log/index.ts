import { createServiceToken, definePlugin } from "../../core/pluginTypes";
import { opLogFlushMachine } from "../../machines/opLogFlush.machine";
import type { PageComponent } from "../../ui/CoreContext";
import { BACK_OFFICE } from "../shared/menus/backOffice";
import { createAreaDictionary, type AreaDictionary } from "./areaDictionary";
import { createCityLookup } from "./cityLookup";
import { OP_LOG_MACHINE_ID, startOpLogWriter, type OpLogWriter } from "./opLogWriter";
import { CODE } from "../../contracts/permissionCodes";

/** The area dictionary (provinces, cities, areas), cached in local storage, for any plugin. */
export const AreaDictionaryToken = createServiceToken<AreaDictionary>("system.areaDictionary");
/** The running writer, for tests and the inspector. */
export const OpLogWriterToken = createServiceToken<OpLogWriter>("system.opLogWriter");

/** The back office's system-management code; /backstage itself needs `backstage` (the route gate). */
const SYSTEM_MANAGE = [CODE.systemManage];

/**
 * Operation logs: turns bus events (sign-in, page visits, `oplog.action`) into entries sent in
 * batches by the flush machine, and builds the back office's log audit and session management.
 */
export const opLogPlugin = definePlugin<PageComponent>({
  id: "op-log",
  title: "操作日志",
  provides: [AreaDictionaryToken, OpLogWriterToken],
  routes: [
    {
      path: BACK_OFFICE.system.logAudit.path,
      title: "日志审计",
      permission: SYSTEM_MANAGE,
      load: () => import("./LogAuditPage"),
    },
    {
      path: BACK_OFFICE.system.sessions.path,
      title: "会话管理",
      permission: SYSTEM_MANAGE,
      load: () => import("./SessionManagementPage"),
    },
  ],
  machines: { [OP_LOG_MACHINE_ID]: opLogFlushMachine },
  activate(ctx) {
    ctx.provide(AreaDictionaryToken, createAreaDictionary(ctx.http));
    const browser = typeof window !== "undefined";
    const writer = startOpLogWriter(ctx, {
      cityLookup: createCityLookup(ctx.http),
      window: browser ? window : undefined,
      document: browser ? document : undefined,
    });
    ctx.provide(OpLogWriterToken, writer);
    return () => writer.dispose();
  },
});

export default opLogPlugin;
