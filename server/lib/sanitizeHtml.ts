/**
 * Rich HTML (the portal's pages, the shared cases), cleaned on the server before it is stored: the editor's output (Quill 2:
 * paragraphs, headings, lists, quotes, code, links, images, alignment classes, colours) is rebuilt
 * tag by tag from an allow-list. Nothing of the input reaches the output unescaped: text is
 * re-escaped, tags and attributes outside the list are dropped, script-like elements lose their
 * content too, and link and image addresses keep only http(s), mailto, relative and (images) data
 * URLs of png, jpeg, gif or webp.
 */

const TAGS = new Set([
  "p",
  "br",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "strike",
  "sub",
  "sup",
  "blockquote",
  "pre",
  "code",
  "ol",
  "ul",
  "li",
  "a",
  "img",
  "span",
  "div",
  "hr",
]);
const VOID = new Set(["br", "img", "hr"]);
/** Elements dropped with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "template",
  "noscript",
  "textarea",
  "title",
  "xmp",
  "svg",
  "math",
  "select",
  "noembed",
  "noframes",
  "plaintext",
]);
const ATTRIBUTES: Record<string, string[]> = {
  "*": ["class", "style"],
  a: ["href", "target"],
  img: ["src", "alt", "width", "height"],
  li: ["data-list"],
  pre: ["spellcheck"],
};
const CLASS = /^[A-Za-z0-9 _-]*$/;
const STYLE_PROPERTIES = new Set(["color", "background-color", "text-align"]);
const STYLE_VALUE = /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.]+\s*(,\s*[\d.]+\s*){2,3}\)|[a-z-]+)$/i;
const DATA_IMAGE = /^data:image\/(png|jpeg|jpg|gif|webp);base64,([A-Za-z0-9+/]+={0,2})$/i;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  colon: ":",
  tab: "\t",
  newline: "\n",
  lpar: "(",
  rpar: ")",
  sol: "/",
  period: ".",
};

export interface SanitizedHtml {
  html: string;
  /** The decoded size in bytes of every image embedded as a data URL, in document order. */
  embeddedImages: number[];
}

const escapeText = (text: string) =>
  text
    .replace(/&(?!(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Decodes character references the way a browser does before it reads an attribute's value. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);?/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

function safeUrl(value: string, image: boolean): string | null {
  // Browsers ignore whitespace and control characters inside a URL's scheme.
  const compact = [...value]
    .filter(
      (char) => char.charCodeAt(0) > 0x20 && !(char.charCodeAt(0) >= 0x7f && char.charCodeAt(0) <= 0x9f),
    )
    .join("");
  if (image && DATA_IMAGE.test(compact)) return compact;
  const scheme = SCHEME.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return compact.startsWith("//") ? null : value.trim();
  if (scheme === "http" || scheme === "https" || (!image && scheme === "mailto")) return value.trim();
  return null;
}

function safeStyle(value: string): string | null {
  const kept: string[] = [];
  for (const declaration of value.split(";")) {
    const at = declaration.indexOf(":");
    if (at < 0) continue;
    const property = declaration.slice(0, at).trim().toLowerCase();
    const styleValue = declaration.slice(at + 1).trim();
    if (STYLE_PROPERTIES.has(property) && STYLE_VALUE.test(styleValue))
      kept.push(`${property}: ${styleValue}`);
  }
  return kept.length ? kept.join("; ") : null;
}

function cleanAttribute(tag: string, name: string, raw: string): string | null {
  if (!(ATTRIBUTES["*"].includes(name) || (ATTRIBUTES[tag] ?? []).includes(name))) return null;
  const value = decodeEntities(raw);
  if (name === "href") return safeUrl(value, false);
  if (name === "src") return safeUrl(value, true);
  if (name === "class") return CLASS.test(value) ? value : null;
  if (name === "style") return safeStyle(value);
  if (name === "target") return value === "_blank" ? value : null;
  if (name === "width" || name === "height") return /^\d{1,5}(px|%)?$/.test(value) ? value : null;
  return value.slice(0, 500);
}

/** Reads the attributes of a start tag from `at` to its `>`; returns them and where the tag ends. */
function readAttributes(input: string, at: number) {
  const attributes: [string, string][] = [];
  let i = at;
  while (i < input.length && input[i] !== ">") {
    if (/[\s/]/.test(input[i])) {
      i++;
      continue;
    }
    const nameMatch = /^[^\s/>=]+/.exec(input.slice(i, i + 200));
    const name = (nameMatch?.[0] ?? input[i]).toLowerCase();
    i += nameMatch?.[0].length ?? 1;
    while (/\s/.test(input[i] ?? "")) i++;
    let value = "";
    if (input[i] === "=") {
      i++;
      while (/\s/.test(input[i] ?? "")) i++;
      const quote = input[i];
      if (quote === '"' || quote === "'") {
        const end = input.indexOf(quote, i + 1);
        value = input.slice(i + 1, end < 0 ? input.length : end);
        i = end < 0 ? input.length : end + 1;
      } else {
        const unquoted = /^[^\s>]*/.exec(input.slice(i))?.[0] ?? "";
        value = unquoted;
        i += unquoted.length;
      }
    }
    attributes.push([name, value]);
  }
  return { attributes, end: Math.min(i + 1, input.length) };
}

function skipDropped(input: string, tag: string, from: number): number {
  const close = new RegExp(`</${tag}[\\s/>]`, "i").exec(input.slice(from));
  if (!close) return input.length;
  const end = input.indexOf(">", from + close.index);
  return end < 0 ? input.length : end + 1;
}

export function sanitizeHtml(input: string): SanitizedHtml {
  let html = "";
  const embeddedImages: number[] = [];
  const open: string[] = [];
  let i = 0;
  while (i < input.length) {
    const lt = input.indexOf("<", i);
    if (lt < 0) {
      html += escapeText(input.slice(i));
      break;
    }
    html += escapeText(input.slice(i, lt));
    const next = input[lt + 1] ?? "";
    if (input.startsWith("<!--", lt)) {
      const end = input.indexOf("-->", lt + 4);
      i = end < 0 ? input.length : end + 3;
    } else if (/[A-Za-z]/.test(next)) {
      const tag = /^[A-Za-z][A-Za-z0-9]*/.exec(input.slice(lt + 1))![0].toLowerCase();
      const { attributes, end } = readAttributes(input, lt + 1 + tag.length);
      i = end;
      if (DROP_WITH_CONTENT.has(tag)) i = skipDropped(input, tag, end);
      else if (TAGS.has(tag)) {
        let text = `<${tag}`;
        const seen = new Set<string>();
        for (const [name, raw] of attributes) {
          if (seen.has(name)) continue;
          seen.add(name);
          const value = cleanAttribute(tag, name, raw);
          if (value === null) continue;
          if (name === "src") {
            const data = DATA_IMAGE.exec(value);
            if (data) embeddedImages.push(Math.floor((data[2].replace(/=+$/, "").length * 3) / 4));
          }
          text += ` ${name}="${escapeAttribute(value)}"`;
        }
        if (tag === "a" && seen.has("target")) text += ' rel="noopener noreferrer"';
        html += `${text}>`;
        if (!VOID.has(tag)) open.push(tag);
      }
    } else if (next === "/" && /[A-Za-z]/.test(input[lt + 2] ?? "")) {
      const tag = /^[A-Za-z][A-Za-z0-9]*/.exec(input.slice(lt + 2))![0].toLowerCase();
      const end = input.indexOf(">", lt);
      i = end < 0 ? input.length : end + 1;
      const index = open.lastIndexOf(tag);
      if (index >= 0) {
        html += open
          .splice(index)
          .reverse()
          .map((name) => `</${name}>`)
          .join("");
      }
    } else if (next === "!" || next === "?" || next === "/") {
      const end = input.indexOf(">", lt);
      i = end < 0 ? input.length : end + 1;
    } else {
      html += "&lt;";
      i = lt + 1;
    }
  }
  html += open
    .reverse()
    .map((name) => `</${name}>`)
    .join("");
  return { html, embeddedImages };
}

/** The text of sanitised HTML (is a page's or a case's content empty?). */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim();
