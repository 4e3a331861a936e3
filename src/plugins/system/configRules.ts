import { emailRules, phoneRules, rules, type Rule } from "../../ui/kit/list";
import { systemText } from "./messages";
import type { SystemConfig } from "./types";

/** The rules of a setting's value by its kind: the same the server applies (server/system/configRoutes.ts). */
export function configRules(config: SystemConfig): Rule[] {
  const label = config.configName;
  switch (config.kind) {
    case "phone":
      return phoneRules();
    case "email":
      return [...emailRules(), ...rules(label, { required: false, max: config.maxLength })];
    case "textarea":
      return rules(label, { required: false, max: config.maxLength });
    case "number": {
      const min = config.min ?? 0;
      const max = config.max ?? Number.MAX_SAFE_INTEGER;
      const range: Rule = {
        trigger: "blur",
        check: (value) => {
          const text = String(value ?? "").trim();
          if (text === "") return null;
          const n = /^\d+$/.test(text) ? Number(text) : NaN;
          return n >= min && n <= max ? null : systemText("numberRange", { label, min, max });
        },
      };
      return [...rules(label), range];
    }
    default:
      return rules(label, { max: config.maxLength });
  }
}
