import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { AxiosError, AxiosHeaders } from "axios";
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

/** A server whose answers the test releases one by one. */
function heldServer() {
  const pending: { resolve: (rows: Row[], total?: number) => void; reject: (error: unknown) => void }[] = [];
  const fetchPage = vi.fn(
    () =>
      new Promise<{ list: Row[]; total: number }>((resolve, reject) =>
        pending.push({ resolve: (rows, total = rows.length) => resolve({ list: rows, total }), reject }),
      ),
  );
  const next = () => pending.shift()!;
  return { fetchPage, next };
}

function StatesHarness({ fetchPage }: { fetchPage: () => Promise<{ list: Row[]; total: number }> }) {
  const list = usePagedList(fetchPage, { filters: { name: "" } });
  return <PagedTable aria-label="行" list={list} columns={columns} rowKey={(row) => row.id} />;
}

/** An answer the reference server gives for a refused call: the envelope's message. */
function refused(status: number, message?: string) {
  return new AxiosError("refused", "ERR_BAD_RESPONSE", undefined, undefined, {
    status,
    statusText: "",
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: message ? { code: status, message } : {},
  });
}

describe("the list's states: loading is not empty, empty only after an answer, a failure offers 重试", () => {
  it("while the first page loads: a loading state and 加载中… in the pager, never 暂无数据 or 共 0 条", async () => {
    const server = heldServer();
    render(<StatesHarness fetchPage={server.fetchPage} />);
    await waitFor(() => expect(server.fetchPage).toHaveBeenCalledTimes(1));
    expect(screen.getByRole("status", { name: "加载中…" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("navigation", { name: "pager" })).getByText("加载中…"),
    ).toBeInTheDocument();
    expect(screen.queryByText("暂无数据")).toBeNull();
    expect(screen.queryByText("共 0 条")).toBeNull();

    await act(async () => server.next().resolve([]));
    expect(await screen.findByText("暂无数据")).toBeInTheDocument();
    expect(screen.getByText("共 0 条")).toBeInTheDocument();
    expect(screen.queryByRole("status", { name: "加载中…" })).toBeNull();
  });

  it("a failed first load shows the server's message and 重试, which asks again and shows the rows", async () => {
    const server = heldServer();
    render(<StatesHarness fetchPage={server.fetchPage} />);
    await waitFor(() => expect(server.fetchPage).toHaveBeenCalledTimes(1));
    await act(async () => server.next().reject(refused(500, "数据库繁忙")));

    expect(await screen.findByRole("alert")).toHaveTextContent("数据库繁忙");
    expect(screen.queryByText("暂无数据")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "重试" }));
    await waitFor(() => expect(server.fetchPage).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole("alert")).toBeNull();
    await act(async () => server.next().resolve(ALL.slice(0, 2)));
    expect(await screen.findByText("行2")).toBeInTheDocument();
    expect(screen.getByText("共 2 条")).toBeInTheDocument();
  });

  it("a failed reload keeps the rows, says why above them (the error catalogue's text), and 重试 recovers", async () => {
    const server = heldServer();
    render(<StatesHarness fetchPage={server.fetchPage} />);
    await waitFor(() => expect(server.fetchPage).toHaveBeenCalledTimes(1));
    await act(async () => server.next().resolve(ALL.slice(0, 10), 23));
    await screen.findByText("行3");

    fireEvent.click(screen.getByRole("button", { name: "下一页" }));
    await waitFor(() => expect(server.fetchPage).toHaveBeenCalledTimes(2));
    await act(async () => server.next().reject(refused(503)));
    expect(await screen.findByRole("alert")).toHaveTextContent("服务不可用");
    expect(screen.getByText("行3")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "重试" }));
    await waitFor(() => expect(server.fetchPage).toHaveBeenCalledTimes(3));
    await act(async () => server.next().resolve(ALL.slice(10, 20), 23));
    expect(await screen.findByText("行11")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("nothing answering reads 网络连接失败", async () => {
    const server = heldServer();
    render(<StatesHarness fetchPage={server.fetchPage} />);
    await waitFor(() => expect(server.fetchPage).toHaveBeenCalledTimes(1));
    await act(async () => server.next().reject(new AxiosError("Network Error", "ERR_NETWORK")));
    expect(await screen.findByRole("alert")).toHaveTextContent("网络连接失败");
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
