import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BlueprintProvider } from "@blueprintjs/core";
import {
  ListPager,
  PagedTable,
  usePagedList,
  type Column,
  type PageQuery,
  type PagerTextKey,
} from "../../src/ui/kit/list";

interface Row {
  id: number;
  name: string;
}

const ALL: Row[] = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `行${i + 1}` }));

/** A server of 23 rows filtered by name, recording every query. */
function fakeServer(rows: Row[] = ALL) {
  const data = [...rows];
  const queries: PageQuery<{ name: string }>[] = [];
  const fetchPage = vi.fn(async (query: PageQuery<{ name: string }>) => {
    queries.push(query);
    const hits = data.filter((row) => row.name.includes(query.name));
    const start = (query.pageNum - 1) * query.pageSize;
    return { list: hits.slice(start, start + query.pageSize), total: hits.length };
  });
  return { data, queries, fetchPage };
}

const columns: Column<Row>[] = [{ key: "name", title: "名称", render: (row) => row.name }];

function Harness({ server }: { server: ReturnType<typeof fakeServer> }) {
  const list = usePagedList(server.fetchPage, { filters: { name: "" } });
  return (
    <BlueprintProvider>
      <button onClick={() => list.search({ name: "行2" })}>搜索</button>
      <button
        onClick={() => {
          server.data.splice(20);
          list.afterDelete(3);
        }}
      >
        删除末页
      </button>
      <PagedTable
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        actions={(row) => <span>操作{row.id}</span>}
      />
    </BlueprintProvider>
  );
}

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

describe("usePagedList with PagedTable", () => {
  it("asks page 1 of 10 at first and shows the rows, 共 23 条 and the actions column", async () => {
    const server = fakeServer();
    render(<Harness server={server} />);
    expect(await screen.findByText("行1")).toBeInTheDocument();
    expect(server.queries[0]).toEqual({ name: "", pageNum: 1, pageSize: 10 });
    expect(screen.getByText("共 23 条")).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "操作" })).toBeInTheDocument();
    expect(screen.getByText("操作10")).toBeInTheDocument();
    expect(screen.queryByText("行11")).not.toBeInTheDocument();
  });

  it("debounces page changes by 200 ms: three quick clicks send one query for the last page", async () => {
    const server = fakeServer();
    render(<Harness server={server} />);
    await screen.findByText("行1");
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: "下一页" }));
    fireEvent.click(screen.getByRole("button", { name: "下一页" }));
    fireEvent.click(screen.getByRole("button", { name: "上一页" }));
    await act(async () => vi.advanceTimersByTime(150));
    expect(server.queries).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(60));
    expect(server.queries).toHaveLength(2);
    expect(server.queries[1]).toMatchObject({ pageNum: 2, pageSize: 10 });
    vi.useRealTimers();
    expect(await screen.findByText("行11")).toBeInTheDocument();
  });

  it("changes the page size, jumps to a page, and a search goes back to page 1 at once", async () => {
    const server = fakeServer();
    render(<Harness server={server} />);
    await screen.findByText("行1");
    fireEvent.change(screen.getByLabelText("page size"), { target: { value: "20" } });
    await waitFor(() => expect(server.queries.at(-1)).toMatchObject({ pageNum: 1, pageSize: 20 }));
    expect(await screen.findByText("行20")).toBeInTheDocument();
    const jumper = screen.getByLabelText("前往");
    fireEvent.change(jumper, { target: { value: "2" } });
    fireEvent.keyDown(jumper, { key: "Enter" });
    expect(await screen.findByText("行21")).toBeInTheDocument();
    fireEvent.click(screen.getByText("搜索"));
    await waitFor(() => expect(server.queries.at(-1)).toMatchObject({ name: "行2", pageNum: 1 }));
    expect(await screen.findByText("共 5 条")).toBeInTheDocument();
  });

  it("steps back a page when a delete empties the last page", async () => {
    const server = fakeServer();
    render(<Harness server={server} />);
    await screen.findByText("行1");
    fireEvent.click(screen.getByRole("button", { name: "3" }));
    expect(await screen.findByText("行23")).toBeInTheDocument();
    fireEvent.click(screen.getByText("删除末页"));
    await waitFor(() => expect(server.queries.at(-1)).toMatchObject({ pageNum: 2 }));
    expect(await screen.findByText("行20")).toBeInTheDocument();
    expect(screen.getByText("共 20 条")).toBeInTheDocument();
  });

  it("shows 暂无数据 when the list is empty", async () => {
    const server = fakeServer([]);
    render(<Harness server={server} />);
    expect(await screen.findByText("暂无数据")).toBeInTheDocument();
    expect(screen.getByText("共 0 条")).toBeInTheDocument();
  });
});

describe("ListPager with a plugin's texts and class", () => {
  it("uses the given catalogue and adds the class (the storage screen's pager)", () => {
    const onPage = vi.fn();
    const text = (key: PagerTextKey, params: Record<string, string | number> = {}) =>
      key === "total" ? `合计 ${params.total}` : key;
    render(
      <ListPager
        total={45}
        page={1}
        pageSize={10}
        onPage={onPage}
        onPageSize={() => undefined}
        text={text}
        className="ws-extra-pager"
      />,
    );
    expect(screen.getByText("合计 45")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "pager" })).toHaveClass("ws-list-pager", "ws-extra-pager");
    fireEvent.click(screen.getByRole("button", { name: "nextPage" }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
