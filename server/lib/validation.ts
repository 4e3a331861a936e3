import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import type { FastifySchemaCompiler } from "fastify";

/**
 * Fastify's validator for every route schema, with two rules of this server:
 *
 * - Bodies are never coerced: `{"type": true}` is a boolean and fails a number field, `"12"` fails an
 *   integer field (ajv's own `coerceTypes` would turn `true` into 1 and `"0x10"` into 16).
 * - Query and path values arrive as text; a field declared as a number takes only plain decimal text
 *   (`12`, `-3`, `1.5` where fractions are allowed): `0x10`, `1e1`, ` 16`, `true` and integers beyond
 *   2^53 stay text and fail. `true`/`false` become booleans for boolean fields; an empty value of a
 *   non-text field counts as absent (a form's empty filter); a single value of a list field becomes a
 *   list of one.
 *
 * Validators are compiled when a route is first called, once per process for equal schemas: a test
 * server starts without compiling a hundred schemas it never uses.
 */
const ajv = new Ajv({
  coerceTypes: false,
  useDefaults: true,
  removeAdditional: true,
  allErrors: false,
  // The text a route gives a field for any failure of it, and a name field's label (see errors.ts).
  keywords: ["x-message", "x-name"],
});

const compiled = new Map<string, ValidateFunction>();

function compile(schema: unknown): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema as object);
    compiled.set(key, validate);
  }
  return validate;
}

type Schema = Record<string, unknown>;

/** The JSON types a schema admits: its `type`, a `const`'s type, or those of its `anyOf` members. */
function typesOf(schema: Schema | undefined): Set<string> {
  const types = new Set<string>();
  if (!schema) return types;
  const type = schema.type;
  if (typeof type === "string") types.add(type);
  if (Array.isArray(type)) for (const entry of type) types.add(String(entry));
  if ("const" in schema) types.add(typeof schema.const === "number" ? "number" : typeof schema.const);
  if (Array.isArray(schema.anyOf))
    for (const member of schema.anyOf) for (const t of typesOf(member)) types.add(t);
  return types;
}

const INTEGER_TEXT = /^-?(0|[1-9][0-9]*)$/;
const NUMBER_TEXT = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/** A plain decimal integer or number, or undefined when the text is anything else. */
export function strictNumber(text: string, integer: boolean): number | undefined {
  if (!(integer ? INTEGER_TEXT : NUMBER_TEXT).test(text)) return undefined;
  const value = Number(text);
  if (integer && !Number.isSafeInteger(value)) return undefined;
  return Number.isFinite(value) ? value : undefined;
}

function coerceValue(value: string, schema: Schema | undefined): unknown {
  const types = typesOf(schema);
  if (types.has("string")) return value;
  if (types.has("integer") || types.has("number")) {
    const number = strictNumber(value, !types.has("number"));
    if (number !== undefined) return number;
  }
  if (types.has("boolean") && (value === "true" || value === "false")) return value === "true";
  return value;
}

/** Converts the text values of a query or path object in place, as described above. */
function coerceText(data: unknown, schema: Schema): void {
  if (!data || typeof data !== "object") return;
  const record = data as Record<string, unknown>;
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  for (const [key, value] of Object.entries(record)) {
    const property = properties[key];
    if (!property) continue;
    const types = typesOf(property);
    if (value === "" && !types.has("string")) {
      delete record[key];
      continue;
    }
    if (types.has("array")) {
      const items = property.items as Schema | undefined;
      const list = Array.isArray(value) ? value : [value];
      record[key] = list.map((item) => (typeof item === "string" ? coerceValue(item, items) : item));
    } else if (typeof value === "string") {
      record[key] = coerceValue(value, property);
    }
  }
}

type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

export const validatorCompiler: FastifySchemaCompiler<Schema> = ({ schema, httpPart }) => {
  const text = httpPart === "querystring" || httpPart === "params" || httpPart === "headers";
  let validate: ValidateFunction | undefined;
  const validator: Validator = (data) => {
    validate ??= compile(schema);
    if (text) coerceText(data, schema);
    if (validate(data)) return true;
    validator.errors = validate.errors;
    return false;
  };
  return validator;
};
