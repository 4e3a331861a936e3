const DROPPED =
  "script, style, iframe, frame, object, embed, link, meta, base, form, input, button, textarea, select";
const URL_ATTRIBUTES = new Set(["href", "src", "xlink:href", "action", "formaction"]);

/** A URL that may stay in shown content: http(s), mailto, a relative one, or a data URL of an image. */
function safeUrl(name: string, value: string): boolean {
  const url = value.trim().toLowerCase();
  if (url.startsWith("data:")) return name === "src" && url.startsWith("data:image/");
  return !/^[a-z][a-z0-9+.-]*:/.test(url) || /^(https?|mailto):/.test(url);
}

/**
 * A case's content as shown (17 A sends it sanitised; this is the page's own second line): no scripts,
 * frames, forms or styles sheets, no event handlers, no script URLs. Links open in a new tab.
 */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  doc.body.querySelectorAll(DROPPED).forEach((element) => element.remove());
  doc.body.querySelectorAll("*").forEach((element) => {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith("on") || (URL_ATTRIBUTES.has(name) && !safeUrl(name, attribute.value)))
        element.removeAttribute(attribute.name);
    }
    if (element.tagName === "A") {
      element.setAttribute("target", "_blank");
      element.setAttribute("rel", "noopener noreferrer");
    }
  });
  return doc.body.innerHTML;
}
