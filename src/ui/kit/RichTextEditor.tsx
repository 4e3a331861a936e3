import { useEffect, useRef } from "react";
import type QuillType from "quill";
import "quill/dist/quill.snow.css";
import { LINK_PLACEHOLDER, nameToolbar, RICH_TEXT_TOOLBAR } from "./richTextToolbar";
import "./richTextEditor.css";

export interface RichTextEditorProps {
  /** The HTML the editor starts from, read once when it mounts (remount with a new `key` for another). */
  initialHtml: string;
  /** Every change, as the editor's semantic HTML (the server sanitises what it stores). */
  onChange: (html: string) => void;
  /** The editing area's accessible name. */
  label: string;
  /**
   * Turns a picked picture into the address to insert (uploaded: a path such as /api/…, so the page
   * works under any host); null inserts nothing. Without it Quill embeds the picture itself.
   */
  onImage?: (file: File) => Promise<string | null>;
  /** The host's class (its size). */
  className?: string;
}

const PICTURE_TYPES = "image/png,image/jpeg,image/gif,image/webp";

/**
 * The workspace's one rich-text editor: Quill 2 (snow theme), loaded with the first editor shown, its
 * toolbar named in Chinese (richTextToolbar.ts, richTextEditor.css).
 *
 *   <RichTextEditor key={page.id} initialHtml={page.content} onChange={setContent} label="页面内容" />
 */
export function RichTextEditor({ initialHtml, onChange, label, onImage, className }: RichTextEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const initial = useRef(initialHtml);
  const report = useRef(onChange);
  const image = useRef(onImage);
  useEffect(() => {
    report.current = onChange;
    image.current = onImage;
  });
  const routesImages = onImage !== undefined;

  useEffect(() => {
    let quill: QuillType | null = null;
    let live = true;
    const element = host.current;
    void import("quill").then(({ default: Quill }) => {
      if (!live || !element) return;
      const mount = document.createElement("div");
      mount.innerHTML = initial.current;
      element.appendChild(mount);
      const pickImage = () => {
        const input = document.createElement("input");
        input.type = "file";
        input.accept = PICTURE_TYPES;
        input.onchange = async () => {
          const file = input.files?.[0];
          const editor = quill;
          if (!file || !editor) return;
          const range = editor.getSelection(true);
          const src = await image.current?.(file);
          if (src && quill === editor) editor.insertEmbed(range.index, "image", src, "user");
        };
        input.click();
      };
      const created = new Quill(mount, {
        theme: "snow",
        modules: {
          toolbar: {
            container: RICH_TEXT_TOOLBAR,
            handlers: routesImages ? { image: pickImage } : {},
          },
        },
      });
      quill = created;
      created.root.setAttribute("aria-label", label);
      created.root.setAttribute("role", "textbox");
      created.root.setAttribute("aria-multiline", "true");
      const toolbar = element.querySelector<HTMLElement>(".ql-toolbar");
      if (toolbar) nameToolbar(toolbar);
      element.querySelector(".ql-tooltip input[data-link]")?.setAttribute("data-link", LINK_PLACEHOLDER);
      created.on("text-change", () => report.current(created.getSemanticHTML()));
    });
    return () => {
      live = false;
      quill = null;
      if (element) element.innerHTML = "";
    };
  }, [label, routesImages]);

  return <div ref={host} className={className ? `ws-rich-editor ${className}` : "ws-rich-editor"} />;
}
