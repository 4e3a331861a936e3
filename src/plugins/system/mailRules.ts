import { emailRules, rules, type Rule } from "../../ui/kit/list";
import { systemText } from "./messages";

/** A host name or an IPv4 address, as the server checks it (server/system/mailRoutes.ts). */
export const HOST_PATTERN =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

const portRule: Rule = {
  trigger: "blur",
  check: (value) => {
    const text = String(value ?? "").trim();
    if (text === "") return null;
    const port = /^\d+$/.test(text) ? Number(text) : NaN;
    return port >= 1 && port <= 65535 ? null : systemText("portInvalid");
  },
};

/** The mail settings form's rules, field by field. */
export const MAIL_RULES = {
  host: [
    ...rules(systemText("host"), { max: 253 }),
    ...rules(systemText("host"), {
      required: false,
      pattern: HOST_PATTERN,
      message: systemText("hostInvalid"),
    }),
  ],
  port: [...rules(systemText("port")), portRule],
  sender: [...emailRules(), ...rules(systemText("sender"), { required: false, max: 100 })],
  username: rules(systemText("username"), { required: false, max: 100 }),
  password: rules("", { required: false, max: 200 }),
  recipient: [...emailRules(), ...rules(systemText("recipient"), { required: false, max: 100 })],
} satisfies Record<string, Rule[]>;
