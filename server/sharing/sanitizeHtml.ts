/**
 * An allow-list sanitiser for the rich text of the portal's cases (the Quill editor's HTML): only the
 * tags and attributes Quill writes survive; scripts, styles, frames, comments, event handlers and
 * javascript: links are dropped, stray angle brackets escaped. No HTML sanitiser package is installed,
 * so this works on tags (the editor's output is flat and well formed), not on a DOM.
 */

const ALLOWED_TAGS = new Set([
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "a",
  "ol",
  "ul",
  "li",
  "h1",
  "h2",
  "h3",
  "h4",
  "blockquote",
  "pre",
  "code",
  "span",
  "img",
  "sub",
  "sup",
  "hr",
]);
const VOID_TAGS = new Set(["br", "img", "hr"]);
/** Dropped with everything inside them. */
const DROPPED_BLOCKS =
  /<(script|style|iframe|object|embed|noscript|template|svg|math|textarea|select)\b[\s\S]*?<\/\1\s*>/gi;
const DROPPED_OPENERS =
  /<\/?(script|style|iframe|object|embed|noscript|template|svg|math|textarea|select|link|meta|base|form|input)\b[^>]*>/gi;
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const SAFE_LINK = /^(https?:\/\/|mailto:|\/|#)/i;
const SAFE_IMAGE = /^(data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=\s]+|https?:\/\/[^\s"'<>]+)$/i;
const QUILL_CLASS = /^(ql-[\w-]+)(\s+ql-[\w-]+)*$/;
const SAFE_STYLE =
  /^\s*((background-)?color\s*:\s*(#[0-9a-f]{3,8}|rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\))\s*;?\s*)+$/i;

const escapeText = (text: string) => text.replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string) =>
  text
    .replace(/&(?!(amp|lt|gt|quot|#\d+|#x[0-9a-f]+);)/gi, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;");

function allowedAttribute(tag: string, name: string, value: string): boolean {
  const decoded = value.replace(/&#(x?)([0-9a-f]+);?/gi, (_, hex: string, code: string) =>
    String.fromCharCode(parseInt(code, hex ? 16 : 10)),
  );
  // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:").
  const compact = [...decoded].filter((c) => c.charCodeAt(0) > 32).join("");
  switch (name) {
    case "class":
      return QUILL_CLASS.test(value.trim());
    case "style":
      return SAFE_STYLE.test(value);
    case "href":
      return tag === "a" && SAFE_LINK.test(compact);
    case "target":
      return tag === "a" && value === "_blank";
    case "src":
      return tag === "img" && SAFE_IMAGE.test(decoded.trim());
    case "alt":
    case "width":
    case "height":
      return tag === "img";
    case "spellcheck":
    case "data-list":
      return true;
    default:
      return false;
  }
}

function cleanTag(closing: boolean, rawName: string, rawAttributes: string): string {
  const tag = rawName.toLowerCase();
  if (!ALLOWED_TAGS.has(tag)) return "";
  if (closing) return VOID_TAGS.has(tag) ? "" : `</${tag}>`;
  const kept: string[] = [];
  for (const match of rawAttributes.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? "";
    if (allowedAttribute(tag, name, value)) kept.push(` ${name}="${escapeAttribute(value)}"`);
  }
  if (tag === "a" && kept.some((attribute) => attribute.startsWith(" target=")))
    kept.push(' rel="noopener noreferrer"');
  return `<${tag}${[...new Set(kept)].join("")}>`;
}

export function sanitizeHtml(html: string): string {
  const source = html
    .replace(/<!--[\s\S]*?(-->|$)/g, "")
    .replace(DROPPED_BLOCKS, "")
    .replace(DROPPED_OPENERS, "");
  let out = "";
  let last = 0;
  for (const match of source.matchAll(TAG)) {
    out += escapeText(source.slice(last, match.index));
    out += cleanTag(match[1] === "/", match[2], match[3]);
    last = match.index + match[0].length;
  }
  return out + escapeText(source.slice(last));
}

/** The text of sanitised HTML (is the content empty?). */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim();
