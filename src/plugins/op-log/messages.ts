import { createCatalogue } from "../../core/messages";
/**
 * The op-log plugin's texts (log audit, session management), Chinese first with an English catalogue.
 * Shared words (账号, 查询, 重置, 刷新, 操作, the pager, 暂无数据, 确认, 取消) are the core catalogue's.
 */
export const opLogZh = {
  auditTitle: "日志审计",
  sessionsTitle: "会话管理",
  user: "用户",
  pageName: "页面名称",
  content: "操作内容",
  time: "操作时间",
  ip: "IP",
  area: "地区",
  reportedBy: "上报账号",
  export: "导出",
  exporting: "正在导出…",
  exportFile: "操作日志",
  signedInAt: "登录时间",
  lastSeen: "最近活动",
  client: "客户端",
  end: "结束会话",
  current: "当前会话",
  confirmEnd: "确定结束{user}的会话吗？结束后该用户需重新登录。",
  sessionEnded: "会话已结束",
  confirmEndOwn: "这是您当前正在使用的会话。结束后您将立即退出登录，需要重新登录。确定结束吗？",
  userFilter: "用户名/账号",
} as const;

export type OpLogMessageKey = keyof typeof opLogZh;

export const opLogEn: Record<OpLogMessageKey, string> = {
  auditTitle: "Log audit",
  sessionsTitle: "Sessions",
  user: "User",
  pageName: "Page",
  content: "Action",
  time: "Time",
  ip: "IP",
  area: "Area",
  reportedBy: "Reported by",
  export: "Export",
  exporting: "Exporting…",
  exportFile: "operation-log",
  signedInAt: "Signed in",
  lastSeen: "Last seen",
  client: "Client",
  end: "End session",
  current: "This session",
  confirmEnd: "End the session of {user}? They will have to sign in again.",
  sessionEnded: "Session ended",
  confirmEndOwn: "This is the session you are using now. Ending it signs you out at once. End it?",
  userFilter: "Name or account",
};

/** The op-log plugin's texts, following the shell's locale. */
export const opLogText = createCatalogue(opLogZh, opLogEn);
