import { listText } from "./listMessages";
/**
 * The form-rules builder of AI domain spec §5, as plain validators a form runs on its trigger.
 *
 *   rules("数据集名称", { max: 50 })            → 请输入数据集名称 (blur), 最多输入50个字符 (blur)
 *   rules("标签组", { kind: "select" })          → 请选择标签组 (change)
 *   rules("描述", { required: false, max: 200 }) → only the length
 *   [...phoneRules()], [...emailRules()], [...idNumberRules()], [notEmpty("成员")]
 *
 * `validate(value, rules, trigger?)` returns the first message (or null); without a trigger every rule
 * runs (on submit).
 */

export type RuleKind = "input" | "select" | "radio" | "check";
export type RuleTrigger = "blur" | "change";

export interface Rule {
  trigger: RuleTrigger;
  /** The message when the value breaks the rule, else null. */
  check: (value: unknown) => string | null;
}

export interface RulesOptions {
  kind?: RuleKind;
  required?: boolean;
  /** Maximum number of characters. */
  max?: number;
  pattern?: RegExp;
  /** Message for the pattern (default {label}格式不正确). */
  message?: string;
}

export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const EMAIL_PATTERN = /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
/** 15 digits, or 18 with the last a digit or X. */
/** 15 digits, or 17 and a check digit or X (a lower-case x is accepted and stored as X). */
export const ID_NUMBER_PATTERN = /^(\d{15}|\d{17}[\dXx])$/;

/** Empty: undefined, null, blank text or an empty array (spec §5: arrays must be non-empty). */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const triggerOf = (kind: RuleKind): RuleTrigger => (kind === "input" ? "blur" : "change");

const required = (message: string, trigger: RuleTrigger): Rule => ({
  trigger,
  check: (value) => (isEmpty(value) ? message : null),
});

const matches = (pattern: RegExp, message: string, trigger: RuleTrigger): Rule => ({
  trigger,
  check: (value) => (isEmpty(value) || pattern.test(String(value).trim()) ? null : message),
});

export function rules(label: string, options: RulesOptions = {}): Rule[] {
  const kind = options.kind ?? "input";
  const trigger = triggerOf(kind);
  const out: Rule[] = [];
  if (options.required ?? true)
    out.push(required(listText(kind === "input" ? "pleaseEnter" : "pleaseSelect", { label }), trigger));
  if (options.max !== undefined) {
    const max = options.max;
    out.push({
      trigger,
      check: (value) =>
        typeof value === "string" && value.length > max ? listText("maxLength", { n: max }) : null,
    });
  }
  if (options.pattern)
    out.push(matches(options.pattern, options.message ?? listText("invalid", { label }), trigger));
  return out;
}

/** The generic required rule: {label}不能为空, on blur. */
export function notEmpty(label: string, trigger: RuleTrigger = "blur"): Rule {
  return required(listText("notEmpty", { label }), trigger);
}

export function phoneRules(required_ = true): Rule[] {
  return [
    ...(required_ ? [required(listText("phoneEmpty"), "blur")] : []),
    matches(PHONE_PATTERN, listText("phoneInvalid"), "blur"),
  ];
}

export function emailRules(required_ = true): Rule[] {
  return [
    ...(required_ ? [required(listText("emailEmpty"), "blur")] : []),
    matches(EMAIL_PATTERN, listText("emailInvalid"), "blur"),
  ];
}

export function idNumberRules(required_ = true): Rule[] {
  return [
    ...(required_ ? [required(listText("idNumberEmpty"), "blur")] : []),
    matches(ID_NUMBER_PATTERN, listText("idNumberInvalid"), "blur"),
  ];
}

/** The first broken rule's message; `trigger` limits the rules to one event (none: all, on submit). */
export function validate(value: unknown, list: readonly Rule[] = [], trigger?: RuleTrigger): string | null {
  for (const rule of list) {
    if (trigger && rule.trigger !== trigger) continue;
    const message = rule.check(value);
    if (message) return message;
  }
  return null;
}
