/**
 * The close code of a websocket whose session ended (signed out, the user disabled or deleted, their
 * password changed, or the session ended in 会话管理): the server closes every open socket of that
 * session with it, and a page that receives it says why instead of reconnecting. Shared by the
 * server (server/platform/sessions.ts) and the pages that open sockets (training log, storage operations).
 */
export const SESSION_ENDED_CLOSE = {
  code: 4401,
  /** The close frame's reason (ASCII, well under the 123-byte limit). */
  reason: "session ended",
  /** What the page shows. */
  text: "登录已失效（已退出、账号被禁用或密码已修改），实时输出已停止，请重新登录",
} as const;
