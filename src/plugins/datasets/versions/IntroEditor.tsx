import { useEffect, useRef } from "react";
import type QuillType from "quill";
import "quill/dist/quill.snow.css";

const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ["bold", "italic", "underline", "strike"],
  [{ color: [] }, { background: [] }],
  [{ list: "ordered" }, { list: "bullet" }, "blockquote", "code-block"],
  [{ align: [] }],
  ["link", "image"],
  ["clean"],
];

/**
 * Quill 2 (snow), loaded with the tab that uses it, like the cases editor: `value` is read when the
 * editor starts (remount with a new `key` for another page); every change reports the HTML, which the
 * server sanitises (server/lib/sanitizeHtml.ts).
 */
export function IntroEditor({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const initial = useRef(value);
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);
  useEffect(() => {
    let quill: QuillType | null = null;
    let live = true;
    const element = host.current;
    void import("quill").then(({ default: Quill }) => {
      if (!live || !element) return;
      const mount = document.createElement("div");
      element.appendChild(mount);
      quill = new Quill(mount, { theme: "snow", modules: { toolbar: TOOLBAR } });
      quill.root.setAttribute("aria-label", label);
      quill.root.setAttribute("role", "textbox");
      quill.root.setAttribute("aria-multiline", "true");
      quill.clipboard.dangerouslyPasteHTML(initial.current);
      quill.on("text-change", () => quill && report.current(quill.getSemanticHTML()));
    });
    return () => {
      live = false;
      quill = null;
      if (element) element.innerHTML = "";
    };
  }, [label]);
  return <div ref={host} className="ws-dsv-editor" />;
}
