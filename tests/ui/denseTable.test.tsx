import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BlueprintProvider } from "@blueprintjs/core";
import { DenseTable, type DenseColumn } from "../../src/ui/kit/list/DenseTable";
import type { PagedView } from "../../src/ui/kit/list";
import { layOutTablesLikeADesktop } from "../support/tableLayout";

layOutTablesLikeADesktop();
afterEach(cleanup);

interface Row {
  user: string;
  content: string;
  ip: string;
}

const COLUMNS: DenseColumn<Row>[] = [
  { key: "user", title: "用户", text: (row) => row.user, width: 100 },
  { key: "content", title: "操作内容", text: (row) => row.content, width: 300 },
  { key: "ip", title: "IP", text: (row) => row.ip, width: 120 },
];

const view = (rows: Row[], extra: Partial<PagedView<Row>> = {}): PagedView<Row> => ({
  rows,
  loading: false,
  total: rows.length,
  pageNum: 1,
  pageSize: 10,
  setPage: vi.fn(),
  setPageSize: vi.fn(),
  ...extra,
});

/** The cell texts of a column, by its index (Table2 renders a frozen column in its own quadrant too). */
const columnTexts = (grid: HTMLElement, column: number) => {
  const byRow = new Map<number, string>();
  for (const cell of grid.querySelectorAll<HTMLElement>(`.bp6-table-cell.bp6-table-cell-col-${column}`)) {
    const row = Number(/bp6-table-cell-row-(\d+)/.exec(cell.className)?.[1]);
    byRow.set(row, cell.textContent ?? "");
  }
  return [...byRow.entries()].sort(([a], [b]) => a - b).map(([, text]) => text);
};

describe("DenseTable (Blueprint Table2 in the list kit)", () => {
  it("shows the columns and rows, the first column frozen, inside the kit's pager", () => {
    const rows = [
      { user: "管理员", content: "上传文件 a.txt", ip: "127.0.0.1" },
      { user: "开发者", content: "删除文件 b.txt", ip: "10.0.0.2" },
    ];
    const setPage = vi.fn();
    render(
      <BlueprintProvider>
        <DenseTable list={view(rows, { total: 25, setPage })} columns={COLUMNS} aria-label="log" />
      </BlueprintProvider>,
    );
    const grid = screen.getByRole("region", { name: "log" });
    expect(within(grid).getAllByText("操作内容").length).toBeGreaterThan(0);
    expect(columnTexts(grid, 0)).toEqual(["管理员", "开发者"]);
    expect(columnTexts(grid, 1)).toEqual(["上传文件 a.txt", "删除文件 b.txt"]);
    expect(columnTexts(grid, 2)).toEqual(["127.0.0.1", "10.0.0.2"]);
    // The frozen column lives in the left quadrant, which does not scroll sideways.
    const left = grid.querySelector(".bp6-table-quadrant-left")!;
    expect(left.querySelectorAll(".bp6-table-cell.bp6-table-cell-col-0")).toHaveLength(2);
    expect(left.querySelectorAll(".bp6-table-cell.bp6-table-cell-col-1")).toHaveLength(0);
    expect(grid).toHaveAttribute("aria-busy", "false");

    expect(screen.getByText("共 25 条")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "下一页" }));
    expect(setPage).toHaveBeenCalledWith(2);
  });

  it("says 暂无数据 when the page is empty, and nothing while loading", () => {
    const { rerender } = render(
      <BlueprintProvider>
        <DenseTable list={view([], { loading: true })} columns={COLUMNS} aria-label="log" />
      </BlueprintProvider>,
    );
    expect(screen.getByRole("region", { name: "log" })).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByText("暂无数据")).not.toBeInTheDocument();
    rerender(
      <BlueprintProvider>
        <DenseTable list={view([])} columns={COLUMNS} aria-label="log" />
      </BlueprintProvider>,
    );
    expect(screen.getByText("暂无数据")).toBeInTheDocument();
  });

  it("copies what the cells' text says, not their rendering (the right-click 复制)", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    const columns: DenseColumn<Row>[] = [
      { ...COLUMNS[0]!, render: (row) => <strong>★ {row.user}</strong> },
      COLUMNS[1]!,
    ];
    render(
      <BlueprintProvider>
        <DenseTable
          rows={[{ user: "管理员", content: "登录系统", ip: "" }]}
          columns={columns}
          aria-label="log"
        />
      </BlueprintProvider>,
    );
    const grid = screen.getByRole("region", { name: "log" });
    expect(grid.querySelector(".bp6-table-cell-col-0 strong")?.textContent).toBe("★ 管理员");
    // The whole first row: its header cell selects it, the context menu copies it.
    const rowHeader = grid.querySelector(".bp6-table-row-headers-cells-container .bp6-table-header")!;
    fireEvent.mouseDown(rowHeader);
    fireEvent.mouseUp(rowHeader);
    fireEvent.contextMenu(grid.querySelector(".bp6-table-cell.bp6-table-cell-col-1")!);
    fireEvent.click(await screen.findByRole("menuitem", { name: /复制/ }));
    expect(writeText).toHaveBeenCalledWith("管理员\t登录系统");
  });
});
