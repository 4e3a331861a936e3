import { trainCentroid, trainSoftmax, type TrainInput, type TrainerRun } from "./algorithms";
import {
  checkValues,
  completeValues,
  type HyperParameter,
  type HyperParameterProblem,
  type HyperParameterValues,
} from "./hyperParameters";
import { EngineRefusal, TRAINING_TEXT } from "./text";

/** A built-in trainer of the reference server, as an algorithm version names it. */
export interface TrainerDefinition {
  id: string;
  title: string;
  description: string;
  parameters: readonly HyperParameter[];
  train: (input: TrainInput) => TrainerRun;
}

const COMMON: readonly HyperParameter[] = [
  {
    name: "validationRatio",
    type: "float",
    default: 0.2,
    min: 0,
    max: 0.5,
    description: "留作验证集的标注框比例（按标签分层抽取，每个标签至少留一个用于训练）",
  },
  {
    name: "seed",
    type: "int",
    default: 42,
    min: 0,
    max: 2147483647,
    description: "随机种子：同一数据、同一种子得到同样的划分、背景样本和模型",
  },
  {
    name: "backgroundPerImage",
    type: "int",
    default: 3,
    min: 0,
    max: 30,
    description:
      "每张图片截取的背景窗口数（与标注框交并比低于 0.3：轮流取目标旁的错位窗口、目标内部的小窗口和任意位置的窗口），让模型学会区分目标与背景，推理时据此给出目标框；为 0 时推理不给出目标框",
  },
];

export const TRAINERS: readonly TrainerDefinition[] = [
  {
    id: "centroid",
    title: "颜色形状最近中心分类器",
    description:
      "提取每个标注框的颜色与形状特征（色相直方图、平均颜色、饱和度与亮度、宽高比、相对面积、边缘密度、中心与角落的差异），求每个标签的特征中心；预测时按到各中心的距离做 softmax 得分。",
    parameters: [
      ...COMMON,
      {
        name: "temperature",
        type: "float",
        default: 0.1,
        min: 0.01,
        max: 10,
        description: "距离 softmax 的温度：越小得分越接近 0 或 1",
      },
    ],
    train: trainCentroid,
  },
  {
    id: "softmax",
    title: "颜色形状 Softmax 回归",
    description:
      "与最近中心分类器相同的颜色与形状特征上的多项逻辑回归，小批量梯度下降训练，每轮打乱顺序（由随机种子决定），带 L2 权重衰减。",
    parameters: [
      ...COMMON,
      { name: "epochs", type: "int", default: 30, min: 1, max: 500, description: "训练轮数" },
      {
        name: "learningRate",
        type: "float",
        default: 0.1,
        min: 0.0001,
        max: 1,
        description: "学习率：每一步沿梯度走多远",
      },
      { name: "batchSize", type: "int", default: 8, min: 1, max: 1024, description: "每个小批量的样本数" },
      {
        name: "weightDecay",
        type: "float",
        default: 0.0001,
        min: 0,
        max: 0.1,
        description: "L2 权重衰减系数：越大模型越简单",
      },
    ],
    train: trainSoftmax,
  },
];

/** The trainer with this id; EngineRefusal (400) for an unknown one. */
export function trainerById(id: string): TrainerDefinition {
  const trainer = TRAINERS.find((candidate) => candidate.id === id);
  if (!trainer) throw new EngineRefusal(TRAINING_TEXT.unknownTrainer(id), 400, "trainer");
  return trainer;
}

/** The first bad hyper-parameter (unknown, not a number, not an integer, out of range), or null. */
export function validateHyperParameters(
  trainerId: string,
  params: Record<string, unknown>,
): HyperParameterProblem | null {
  const trainer = TRAINERS.find((candidate) => candidate.id === trainerId);
  if (!trainer) return { parameter: "trainer", message: TRAINING_TEXT.unknownTrainer(trainerId) };
  return checkValues(trainerId, trainer.parameters, params);
}

/** The parameters with defaults filled in; EngineRefusal (400, naming the parameter) when one is bad. */
export function resolveHyperParameters(
  trainerId: string,
  params: Record<string, unknown>,
): HyperParameterValues {
  return completeValues(trainerId, trainerById(trainerId).parameters, params);
}
