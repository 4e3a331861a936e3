import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { KitDialog } from "../../src/ui/kit/KitDialog";
import { RichTextEditor } from "../../src/ui/kit/RichTextEditor";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Every accessible name and tooltip the editor's toolbar gives. */
function toolbarNames(host: HTMLElement): string[] {
  const toolbar = host.querySelector(".ql-toolbar")!;
  return [...toolbar.querySelectorAll("[aria-label], [title]")].flatMap((element) =>
    [element.getAttribute("aria-label"), element.getAttribute("title")].filter(
      (name): name is string => !!name,
    ),
  );
}

describe("the kit's rich-text editor (Quill, named in Chinese)", () => {
  it("names its buttons and pickers in Chinese, the heading entries 标题 1-3 and 正文; no English name remains", async () => {
    const { container } = render(
      <RichTextEditor initialHtml="<p>你好</p>" onChange={() => {}} label="页面内容" />,
    );
    const editor = await screen.findByRole("textbox", { name: "页面内容" });
    expect(editor).toHaveTextContent("你好");
    for (const name of [
      "加粗",
      "斜体",
      "下划线",
      "删除线",
      "有序列表",
      "无序列表",
      "引用",
      "代码块",
      "链接",
      "插入图片",
      "清除格式",
    ])
      expect(screen.getByRole("button", { name })).toHaveAttribute("title", name);
    for (const name of ["标题级别", "文字颜色", "背景颜色", "对齐方式"])
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    const header = container.querySelector(".ql-picker.ql-header")!;
    expect(
      [...header.querySelectorAll(".ql-picker-item")].map((item) => item.getAttribute("aria-label")),
    ).toEqual(["标题 1", "标题 2", "标题 3", "正文"]);
    const align = container.querySelector(".ql-picker.ql-align")!;
    expect(
      [...align.querySelectorAll(".ql-picker-item")].map((item) => item.getAttribute("aria-label")),
    ).toEqual(["左对齐", "居中", "右对齐", "两端对齐"]);
    expect(
      toolbarNames(container).filter((name) => /[A-Za-z]{3,}/.test(name) && !/^#[0-9a-f]{6}$/.test(name)),
    ).toEqual([]);
    expect(container.querySelector(".ql-tooltip input")).toHaveAttribute("data-link", "请输入链接地址");
  });

  it("reports the HTML on every change and inserts a picked picture by the address onImage gives (a path, any host)", async () => {
    const changes: string[] = [];
    const onImage = vi.fn(async () => "/api/file-manager/v1/file-item/raw/0123456789abcdef0123456789abcdef");
    // jsdom lays nothing out: Quill measures the selection when a toolbar button is pressed.
    const nowhere = () => new DOMRect(0, 0, 0, 0);
    Range.prototype.getBoundingClientRect ??= nowhere;
    Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
    const clicked = vi.spyOn(HTMLInputElement.prototype, "click").mockImplementation(() => {});
    render(
      <RichTextEditor
        initialHtml="<p>图</p>"
        onChange={(html) => changes.push(html)}
        label="案例内容"
        onImage={onImage}
      />,
    );
    await screen.findByRole("textbox", { name: "案例内容" });
    fireEvent.click(screen.getByRole("button", { name: "插入图片" }));
    expect(clicked).toHaveBeenCalledTimes(1);
    const picker = clicked.mock.contexts[0] as HTMLInputElement;
    const file = new File(["png"], "a.png", { type: "image/png" });
    Object.defineProperty(picker, "files", { value: [file] });
    expect(picker.accept).toBe("image/png,image/jpeg,image/gif,image/webp");
    fireEvent.change(picker);
    await waitFor(() => expect(onImage).toHaveBeenCalledWith(file));
    await waitFor(() =>
      expect(changes.at(-1)).toContain(
        '<img src="/api/file-manager/v1/file-item/raw/0123456789abcdef0123456789abcdef">',
      ),
    );
  });
});

describe("the kit's dialog", () => {
  it("names its close button 关闭 (Blueprint's says Close) and is named by its title", () => {
    const onClose = vi.fn();
    render(
      <KitDialog isOpen title="编辑页面" onClose={onClose}>
        <p>内容</p>
      </KitDialog>,
    );
    const dialog = screen.getByRole("dialog", { name: "编辑页面" });
    expect(within(dialog).queryByRole("button", { name: "Close" })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "关闭" }));
    expect(onClose).toHaveBeenCalled();
  });
});
