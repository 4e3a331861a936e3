/**
 * Just enough MIME to read what the SMTP sink receives (a text message from nodemailer or any mail
 * client): the Subject (RFC 2047 encoded words) and the first text/plain body (base64 or
 * quoted-printable), inside a multipart message too.
 */

export interface ParsedMail {
  subject: string;
  text: string;
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : "";
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string, underscores: boolean): Buffer {
  const source = (underscores ? text.replace(/_/g, " ") : text).replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < source.length; i++) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(source[i], "utf8"));
  }
  return Buffer.from(bytes);
}

/** `=?UTF-8?B?...?=` and `=?UTF-8?Q?...?=` words, adjacent words joined. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset: string, kind: string, data: string) => {
      const bytes =
        kind.toUpperCase() === "B" ? Buffer.from(data, "base64") : decodeQuotedPrintable(data, true);
      return new TextDecoder(charset.toLowerCase() === "utf-8" ? "utf-8" : charset).decode(bytes);
    });
}

const parameter = (value: string, name: string) =>
  new RegExp(`${name}="?([^";]+)"?`, "i").exec(value)?.[1] ?? "";

function bodyText(headers: Map<string, string>, body: string): string | null {
  const type = headers.get("content-type") ?? "text/plain";
  if (/^multipart\//i.test(type)) {
    const boundary = parameter(type, "boundary");
    if (!boundary) return null;
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith("--")) break;
      const inner = splitHead(part.replace(/^\r?\n/, ""));
      const text = bodyText(inner.headers, inner.body);
      if (text !== null) return text;
    }
    return null;
  }
  if (!/^text\/plain/i.test(type)) return null;
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const bytes =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(body, false)
        : Buffer.from(body, "utf8");
  return new TextDecoder(parameter(type, "charset") || "utf-8")
    .decode(bytes)
    .replace(/\r\n/g, "\n")
    .trimEnd();
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHead(raw);
  return { subject: decodeWords(headers.get("subject") ?? ""), text: bodyText(headers, body) ?? "" };
}
