/** Texts the training and inference engine answers with (Chinese, shown verbatim by the client). */
export const TRAINING_TEXT = {
  noAnnotations: "该数据集版本没有标注数据，无法训练",
  noTrainableImages: "该数据集版本的标注图片都不是 PNG 或 JPEG 格式，无法训练（训练只支持 png、jpg）",
  unknownTrainer: (id: string) => `内置训练器 ${id} 不存在`,
  noPackage: "算法版本还没有算法包，请先从存储选择算法包",
  unknownParameter: (name: string, trainer: string) => `未知的超参数 ${name}（训练器 ${trainer} 不支持）`,
  notANumber: (name: string) => `超参数 ${name} 必须是数字`,
  notAnInteger: (name: string) => `超参数 ${name} 必须是整数`,
  outOfRange: (name: string, min: number, max: number) => `超参数 ${name} 超出范围（${min} ~ ${max}）`,
  resourceOutOfRange: (label: string, min: number, max: number) => `${label}超出范围（${min} ~ ${max}）`,
  resourceNotANumber: (label: string) => `${label}必须是数字`,
  noHpcAccount: "无法操作，请点击右上角头像绑定HPC账号后重试。",
  runNotFound: "训练记录不存在",
  alreadyEnded: "训练已结束，无需终止",
  stillActive: "训练尚未结束，请先终止再删除",
  serverRestarted: "服务重启，训练中断",
  terminatedByUser: "用户终止",
  terminatedElsewhere: "训练被调度系统或管理员终止",
  badAccount: "HPC 账号名不能用作存储目录名",
  exitCode: (code: number) => `训练进程异常退出（退出码 ${code}）`,
  killedBySignal: (signal: string) => `训练进程被信号 ${signal} 结束`,
  slurmTimeout: "超出申请的运行时长，作业被调度系统结束",
  slurmState: (state: string) => `调度系统报告作业状态 ${state}`,
  slurmLost: "调度系统中查不到该作业",
  submitFailed: (detail: string) => `提交训练作业失败：${detail}`,
} as const;

export const IMAGE_TEXT = {
  notAnImage: "文件不是图片，无法识别",
  unsupported: (type: string) => `暂不支持 ${type} 格式的图片（只支持 PNG 和 JPEG）`,
  tooLarge: (maxPixels: number) => `图片过大（最多 ${maxPixels / 1_000_000} 百万像素）`,
  tooManyBytes: (maxMiB: number) => `图片文件过大（最大 ${maxMiB} MB）`,
  corrupt: "图片已损坏，无法解码",
  empty: "请上传图片",
} as const;

export const MODEL_TEXT = {
  missing: "模型文件不存在",
  invalid: "模型文件格式不正确，无法加载",
} as const;

/** Run statuses and the words a user sees for them. */
export const RUN_STATUS_TEXT = {
  queued: "排队中",
  starting: "启动中",
  running: "运行中",
  succeeded: "已完成",
  failed: "失败",
  terminating: "终止中",
  terminated: "已终止",
} as const;

/** A problem the caller answers with `status` and the message (4xx, or 506 without an HPC account). */
export class EngineRefusal extends Error {
  constructor(
    message: string,
    readonly status = 400,
    /** The hyper-parameter or field the problem is about, when there is one. */
    readonly field?: string,
  ) {
    super(message);
  }
}
