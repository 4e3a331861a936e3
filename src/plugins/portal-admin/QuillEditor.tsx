import { useEffect, useRef } from "react";
import Quill from "quill";
import "quill/dist/quill.snow.css";
import "./portal-admin.css";

const TOOLBAR = [
  [{ header: [2, 3, false] }],
  ["bold", "italic", "underline", "strike"],
  [{ color: [] }, { background: [] }],
  [{ list: "ordered" }, { list: "bullet" }],
  [{ align: [] }],
  ["blockquote", "code-block", "link", "image"],
  ["clean"],
];

export interface QuillEditorProps {
  /** The HTML the editor starts from (read once, when it mounts). */
  initialHtml: string;
  onChange: (html: string) => void;
  /** Turns a picked picture into the address to insert (embedded or uploaded); null inserts nothing. */
  onImage: (file: File) => Promise<string | null>;
  label: string;
}

/** Quill 2 (snow theme) with its picture button routed through `onImage` (the image rule). */
export function QuillEditor({ initialHtml, onChange, onImage, label }: QuillEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const changeRef = useRef(onChange);
  const imageRef = useRef(onImage);
  useEffect(() => {
    changeRef.current = onChange;
    imageRef.current = onImage;
  });
  const initialRef = useRef(initialHtml);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const editorNode = document.createElement("div");
    // The page's HTML was sanitised by the server when it was saved.
    editorNode.innerHTML = initialRef.current;
    host.appendChild(editorNode);
    const quill = new Quill(editorNode, {
      theme: "snow",
      modules: {
        toolbar: {
          container: TOOLBAR,
          handlers: {
            image: () => {
              const input = document.createElement("input");
              input.type = "file";
              input.accept = "image/png,image/jpeg,image/gif,image/webp";
              input.onchange = async () => {
                const file = input.files?.[0];
                if (!file) return;
                const range = quill.getSelection(true);
                const src = await imageRef.current(file);
                if (src) quill.insertEmbed(range.index, "image", src, "user");
              };
              input.click();
            },
          },
        },
      },
    });
    quill.root.setAttribute("aria-label", label);
    quill.on("text-change", () => changeRef.current(quill.root.innerHTML));
    return () => {
      host.innerHTML = "";
    };
  }, [label]);

  return <div className="ws-quill" ref={hostRef} />;
}
