import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { FastifySchemaValidationError } from "fastify/types/schema";
import { HTTP_TEXT, STATUS_TEXT } from "../lib/messages";
import { unsafeNameText } from "../lib/names";
import { Refusal } from "../lib/refusal";

type Schema = Record<string, unknown>;

/** The schema of `path` (`["annotations", "0", "x"]`) inside `schema` (through unions too), if any. */
function schemaAt(schema: Schema | undefined, path: string[]): Schema | undefined {
  if (!schema || !path.length) return schema;
  const [segment = "", ...rest] = path;
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (properties?.[segment]) return schemaAt(properties[segment], rest);
  if (/^\d+$/.test(segment) && schema.items) return schemaAt(schema.items as Schema, rest);
  for (const member of (schema.anyOf as Schema[] | undefined) ?? []) {
    const found = schemaAt(member, path);
    if (found) return found;
  }
  return undefined;
}

/** `annotations[0].x` for the path `["annotations", "0", "x"]`. */
function fieldName(path: string[]): string {
  return path.reduce(
    (name, segment) =>
      /^\d+$/.test(segment) ? `${name}[${segment}]` : name ? `${name}.${segment}` : segment,
    "",
  );
}

/**
 * The text of a schema failure: the field's own `x-message` when its schema gives one, else
 * `参数 {field} 不合法` (or `缺少参数 {field}` for a missing one); a Name field's pattern failure is
 * `{label}不能包含控制字符、换行或文字方向符`; a body that is not even the right kind
 * of value is `请求体格式不正确`.
 */
export function validationText(
  errors: FastifySchemaValidationError[],
  part: string | undefined,
  schema: Schema | undefined,
): string {
  // A union reports a failure per member: the deepest one names the field best.
  const failures = errors.map((error) => {
    const path = error.instancePath
      .split("/")
      .filter(Boolean)
      .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"));
    const missing =
      error.keyword === "required"
        ? String((error.params as { missingProperty?: unknown }).missingProperty ?? "")
        : "";
    return { path: missing ? [...path, missing] : path, missing, keyword: error.keyword };
  });
  const deepest = failures.reduce<(typeof failures)[number] | undefined>(
    (best, next) => (!best || next.path.length > best.path.length ? next : best),
    undefined,
  );
  if (!deepest) return HTTP_TEXT.badRequest;
  const { path, missing, keyword } = deepest;
  const field = schemaAt(schema, path);
  // A name with a control character or a direction mark (the Name type's pattern).
  if (keyword === "pattern" && typeof field?.["x-name"] === "string") return unsafeNameText(field["x-name"]);
  const own = field?.["x-message"];
  if (typeof own === "string") return own;
  if (!path.length) return part === "body" ? HTTP_TEXT.badBody : HTTP_TEXT.badRequest;
  return missing ? HTTP_TEXT.missingField(fieldName(path)) : HTTP_TEXT.badField(fieldName(path));
}

/** Status and text of what Fastify and its plugins throw while reading a request. */
const FRAMEWORK: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, HTTP_TEXT.tooLarge],
  FST_REQ_FILE_TOO_LARGE: [413, HTTP_TEXT.tooLarge],
  FST_FILES_LIMIT: [413, HTTP_TEXT.tooLarge],
  FST_PARTS_LIMIT: [413, HTTP_TEXT.tooLarge],
  FST_FIELDS_LIMIT: [413, HTTP_TEXT.tooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, HTTP_TEXT.unsupportedType],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, HTTP_TEXT.unsupportedType],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, HTTP_TEXT.badJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, HTTP_TEXT.emptyJson],
  FST_INVALID_JSON_FIELD_ERROR: [400, HTTP_TEXT.badJson],
  FST_ERR_BAD_URL: [400, HTTP_TEXT.badRequest],
  FST_ERR_MAX_PARAM_LENGTH: [414, HTTP_TEXT.badRequest],
};

/** The status and text the server answers to what Fastify or a plugin threw, when it knows the error. */
export function frameworkRefusal(error: {
  code?: string;
  statusCode?: number;
}): [number, string] | undefined {
  return error.code ? FRAMEWORK[error.code] : undefined;
}

function answerError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof Refusal) {
    const body = error.body();
    // The storage gateway's clients read `info` beside the code (a 401 or 403 before the route ran too).
    if (request.routeOptions.config?.gateway && body.message && body.info === undefined)
      body.info = body.message;
    return reply.code(error.httpStatus).headers(error.headers()).send(body);
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const part = fastifyError.validationContext;
    const schema = (request.routeOptions.schema as Record<string, Schema> | undefined)?.[part ?? ""];
    const message = validationText(fastifyError.validation, part, schema);
    // The storage gateway's clients read `info` (and `spec`) beside the code.
    const extra = request.routeOptions.config?.gateway ? { info: message, spec: null } : {};
    return reply.code(400).send({ code: 400, message, ...extra });
  }
  const known = fastifyError.code ? FRAMEWORK[fastifyError.code] : undefined;
  const status = known?.[0] ?? fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ code: status, message: known?.[1] ?? HTTP_TEXT.badRequest });
  }
  request.log.error(error);
  return reply.code(500).send({ code: 500, message: STATUS_TEXT[500] });
}

/**
 * The one error handler: refusals, schema failures (400 naming the field), bodies too large (413),
 * unsupported content types (415), malformed JSON (400) and bad URLs all answer the envelope
 * `{ code, message }`; anything unexpected is logged and answers 500 服务器繁忙，请稍后重试 (no details).
 */
export function registerErrorAnswers(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
}

/** For Fastify's `frameworkErrors` option (bad URLs are refused before any route is found). */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
  answerError(error, request, reply);
