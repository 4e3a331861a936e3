import { STATUS_TEXT } from "./messages";

/**
 * The one way a route says no: throw a Refusal (or call `refuse`). The server's error handler
 * (server/http/errors.ts) turns it into the answer; no route writes an error body itself.
 *
 * Most refusals are the platform envelope `{ code, message }` with the HTTP status equal to `code`.
 * Some protocols answer HTTP 200 with their own body code instead (the storage gateway, the shared
 * chunk upload, the editor uploads, the HPC centre): those set `httpStatus: 200` and add the fields
 * their clients read (`info`, `spec`, `errno`, `data`). OAuth's token endpoint answers `{ error }`,
 * its own whole body.
 */
export interface RefusalOptions {
  /** The HTTP status when it is not the body code (200 for the protocols above). */
  httpStatus?: number;
  /** Further body fields beside `code` and `message`. */
  extra?: Record<string, unknown>;
  /** The whole body, for a protocol whose errors are not the envelope. */
  body?: Record<string, unknown>;
  /** Headers of the answer (Retry-After of a 429). */
  headers?: Record<string, string>;
}

export class Refusal extends Error {
  /** The HTTP status of the answer. */
  readonly httpStatus: number;
  private readonly options: RefusalOptions;

  constructor(
    /** The body `code`. */
    readonly code: number,
    /** The text for the user; without it the catalogue text of the status (STATUS_TEXT). */
    readonly text?: string,
    options: RefusalOptions = {},
  ) {
    super(text ?? `refused with ${code}`);
    this.httpStatus = options.httpStatus ?? code;
    this.options = options;
  }

  /** The headers the answer carries besides the body. */
  headers(): Record<string, string> {
    return this.options.headers ?? {};
  }

  /** The answer body: its text, or the catalogue text of its code (every refusal carries a message). */
  body(): Record<string, unknown> {
    if (this.options.body) return this.options.body;
    const message = this.text ?? STATUS_TEXT[this.code];
    return { code: this.code, ...(message ? { message } : {}), ...this.options.extra };
  }
}

/** Throws the platform envelope `{ code: status, message }` with HTTP `status`. */
export const refuse = (status: number, message?: string): never => {
  throw new Refusal(status, message);
};
