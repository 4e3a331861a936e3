/**
 * The rich-text editor's toolbar and its Chinese names (shell spec §1: the interface is Chinese).
 * Quill names its buttons after the format ("bold", "list: ordered") and its pickers not at all;
 * `nameToolbar` gives every button and picker a Chinese accessible name and tooltip. The heading
 * picker's visible entries and the link tooltip's words come from richTextEditor.css.
 */
export const RICH_TEXT_TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ["bold", "italic", "underline", "strike"],
  [{ color: [] }, { background: [] }],
  [{ list: "ordered" }, { list: "bullet" }, "blockquote", "code-block"],
  [{ align: [] }],
  ["link", "image"],
  ["clean"],
];

/** Quill's aria-label of a button (format, or "format: value") → its Chinese name. */
export const BUTTON_NAMES: Record<string, string> = {
  bold: "加粗",
  italic: "斜体",
  underline: "下划线",
  strike: "删除线",
  "list: ordered": "有序列表",
  "list: bullet": "无序列表",
  blockquote: "引用",
  "code-block": "代码块",
  link: "链接",
  image: "插入图片",
  clean: "清除格式",
};

/** A picker's class (ql-header …) → its name; the entries' names by value. */
const PICKERS: Record<string, { name: string; items?: Record<string, string> }> = {
  "ql-header": { name: "标题级别", items: { "1": "标题 1", "2": "标题 2", "3": "标题 3", "": "正文" } },
  "ql-color": { name: "文字颜色" },
  "ql-background": { name: "背景颜色" },
  "ql-align": {
    name: "对齐方式",
    items: { "": "左对齐", center: "居中", right: "右对齐", justify: "两端对齐" },
  },
};

/** The link tooltip's input shows this before a link is typed (Quill's own: https://quilljs.com). */
export const LINK_PLACEHOLDER = "请输入链接地址";

/** Names the toolbar's buttons and pickers (and the pickers' entries) in Chinese. */
export function nameToolbar(toolbar: HTMLElement): void {
  for (const button of toolbar.querySelectorAll<HTMLButtonElement>("button")) {
    const name = BUTTON_NAMES[button.getAttribute("aria-label") ?? ""];
    if (!name) continue;
    button.setAttribute("aria-label", name);
    button.title = name;
  }
  for (const [className, picker] of Object.entries(PICKERS))
    for (const element of toolbar.querySelectorAll<HTMLElement>(`.ql-picker.${className}`)) {
      const label = element.querySelector<HTMLElement>(".ql-picker-label");
      label?.setAttribute("aria-label", picker.name);
      if (label) label.title = picker.name;
      for (const item of element.querySelectorAll<HTMLElement>(".ql-picker-item")) {
        const value = item.getAttribute("data-value") ?? "";
        item.setAttribute("aria-label", picker.items?.[value] ?? value);
      }
    }
}
