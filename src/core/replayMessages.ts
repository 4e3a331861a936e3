import { createCatalogue } from "./messages";

/**
 * Texts of trace and session files shared by the core, the inspector and `npm run replay` (Chinese
 * first, with English): why a file is refused.
 */
const zh = {
  badJson: "轨迹文件不是有效的 JSON",
  badTrace: "这不是有效的状态机轨迹文件（schemaVersion 不符）",
  hashMismatch: "轨迹属于另一个版本的状态机 {machine}（轨迹 {traceHash}，当前 {currentHash}），无法回放",
  unknownMachine: "轨迹的状态机 {machine} 未注册",
  badBundle: "这不是有效的会话文件（schemaVersion 不符）",
  bundleRefused: "会话来自另一个构建（{build}），这些状态机的定义已改变：{machines}，无法回放",
  machineChanged: "{machine}（会话 {bundledHash}，当前 {currentHash}）",
  machineMissing: "{machine}（当前未注册）",
  listSeparator: "、",
};

const en: typeof zh = {
  badJson: "the trace file is not valid JSON",
  badTrace: "this is not a machine trace file (schemaVersion differs)",
  hashMismatch:
    "the trace belongs to another version of machine {machine} (trace {traceHash}, current {currentHash}); it cannot be replayed",
  unknownMachine: "the trace's machine {machine} is not registered",
  badBundle: "this is not a session file (schemaVersion differs)",
  bundleRefused:
    "the session comes from another build ({build}); these machines' definitions changed: {machines}; it cannot be replayed",
  machineChanged: "{machine} (session {bundledHash}, current {currentHash})",
  machineMissing: "{machine} (not registered now)",
  listSeparator: ", ",
};

export const replayText = createCatalogue<keyof typeof zh>(zh, en);
