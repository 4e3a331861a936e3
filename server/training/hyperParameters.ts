import { EngineRefusal, TRAINING_TEXT } from "./text";
import type { HyperParameter } from "../../src/contracts/algorithms";

/** One hyper-parameter of a built-in trainer (the contract's shape): its type, default and inclusive range. */
export type { HyperParameter };

export type HyperParameterValues = Record<string, number>;

export interface HyperParameterProblem {
  parameter: string;
  message: string;
}

/** A number from a form or JSON value: numbers and numeric strings; undefined for blank. */
function numberOf(value: unknown): number | undefined | null {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.trim() !== "") return Number(value.trim());
  return null;
}

/**
 * The first problem of `values` against `spec` (unknown names first, then the spec's order), or null.
 * Blank values take the default.
 */
export function checkValues(
  trainerId: string,
  spec: readonly HyperParameter[],
  values: Record<string, unknown>,
): HyperParameterProblem | null {
  for (const name of Object.keys(values))
    if (!spec.some((parameter) => parameter.name === name))
      return { parameter: name, message: TRAINING_TEXT.unknownParameter(name, trainerId) };
  for (const parameter of spec) {
    const value = numberOf(values[parameter.name]);
    if (value === undefined) continue;
    if (value === null || !Number.isFinite(value))
      return { parameter: parameter.name, message: TRAINING_TEXT.notANumber(parameter.name) };
    if (parameter.type === "int" && !Number.isInteger(value))
      return { parameter: parameter.name, message: TRAINING_TEXT.notAnInteger(parameter.name) };
    if (value < parameter.min || value > parameter.max)
      return {
        parameter: parameter.name,
        message: TRAINING_TEXT.outOfRange(parameter.name, parameter.min, parameter.max),
      };
  }
  return null;
}

/** The values with defaults filled in; throws EngineRefusal (400, naming the parameter) on a problem. */
export function completeValues(
  trainerId: string,
  spec: readonly HyperParameter[],
  values: Record<string, unknown>,
): HyperParameterValues {
  const problem = checkValues(trainerId, spec, values);
  if (problem) throw new EngineRefusal(problem.message, 400, problem.parameter);
  return Object.fromEntries(
    spec.map((parameter) => [parameter.name, numberOf(values[parameter.name]) ?? parameter.default]),
  );
}
