import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StorageFailure, type OperationRecord, type StorageApi } from "../../src/plugins/storage/api";
import { RecordsPanel } from "../../src/plugins/storage/screen/RecordsPanel";

afterEach(cleanup);

/** The records panel alone, over a storage api whose answers the test releases one by one. */
const record = (id: number): OperationRecord => ({
  id,
  type: 3,
  status: 3,
  from: "",
  target: `[{"path":"/GPUFS/admin/r${id}"}]`,
  info: "",
  create_time: "2026-01-01 00:00:00",
  update_time: "2026-01-01 00:00:00",
});

function panel(records: StorageApi["records"]) {
  const api = { records, removeRecord: vi.fn() } as unknown as StorageApi;
  render(<RecordsPanel api={api} startOpen version={0} tip={() => {}} />);
  return screen.getByRole("region", { name: "文件操作记录" });
}

const ids = (region: HTMLElement) =>
  [...region.querySelectorAll("tr[data-record]")].map((row) => Number(row.getAttribute("data-record")));

describe("the operation records panel", () => {
  it("a failed read shows the server's text with 重试 (not 暂无数据); 重试 reads again", async () => {
    const records = vi
      .fn<StorageApi["records"]>()
      .mockRejectedValueOnce(new StorageFailure(500, "操作记录服务暂不可用"))
      .mockResolvedValueOnce({ spec: [record(7)], total: 1 });
    const region = panel(records);
    const alert = await within(region).findByRole("alert");
    expect(alert).toHaveTextContent("操作记录服务暂不可用");
    expect(within(region).queryByText("暂无数据")).toBeNull();
    await act(async () => fireEvent.click(within(alert).getByRole("button", { name: "重试" })));
    await waitFor(() => expect(ids(region)).toEqual([7]));
    expect(within(region).queryByRole("alert")).toBeNull();
  });

  it("an older page's slower answer never overwrites the newer page", async () => {
    const answers: ((value: { spec: OperationRecord[]; total: number }) => void)[] = [];
    const records = vi.fn<StorageApi["records"]>(() => new Promise((resolve) => answers.push(resolve)));
    const region = panel(records);
    await act(async () => answers[0]!({ spec: [1, 2].map(record), total: 12 }));
    await waitFor(() => expect(ids(region)).toEqual([1, 2]));
    // Page 2, then back to page 1 before page 2 answers; page 1 answers first, page 2 late.
    fireEvent.click(within(region).getByRole("button", { name: "下一页" }));
    await waitFor(() => expect(records).toHaveBeenCalledTimes(2));
    fireEvent.click(within(region).getByRole("button", { name: "上一页" }));
    await waitFor(() => expect(records).toHaveBeenCalledTimes(3));
    expect(records.mock.calls.map((call) => call[0])).toEqual([1, 2, 1]);
    await act(async () => answers[2]!({ spec: [1, 2].map(record), total: 12 }));
    await act(async () => answers[1]!({ spec: [11, 12].map(record), total: 12 }));
    expect(ids(region)).toEqual([1, 2]);
  });
});
