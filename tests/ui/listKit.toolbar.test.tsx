import { useState } from "react";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BlueprintProvider, Button, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { FilterBar, FormDialog, ListToolbar, useEditDialog } from "../../src/ui/kit/list";

afterEach(cleanup);

describe("ListToolbar", () => {
  it("searches the trimmed name on 查询 and on Enter, and 重置 clears it and searches with ''", () => {
    const onSearch = vi.fn();
    const onAdd = vi.fn();
    render(<ListToolbar label="团队名称" onSearch={onSearch} addText="新增团队" onAdd={onAdd} />);
    const filter = screen.getByLabelText("团队名称");
    expect(filter).toHaveAttribute("placeholder", "团队名称");
    fireEvent.change(filter, { target: { value: "  猫 " } });
    fireEvent.click(screen.getByRole("button", { name: "查询" }));
    expect(onSearch).toHaveBeenLastCalledWith("猫");
    fireEvent.submit(filter);
    expect(onSearch).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole("button", { name: "重置" }));
    expect(onSearch).toHaveBeenLastCalledWith("");
    expect(filter).toHaveValue("");
    fireEvent.click(screen.getByRole("button", { name: "新增团队" }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it("always offers 查询 and 重置, and has no add button without onAdd", () => {
    render(<ListToolbar label="名称" onSearch={() => undefined} addText="新增" />);
    expect(screen.getByRole("button", { name: "查询" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "重置" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "新增" })).toBeNull();
  });
});

describe("FilterBar", () => {
  function Filters({ onSearch }: { onSearch: (query: { account: string; status: string }) => void }) {
    const [account, setAccount] = useState("");
    const [status, setStatus] = useState("");
    return (
      <FilterBar
        aria-label="筛选"
        onSearch={() => onSearch({ account, status })}
        onReset={() => {
          setAccount("");
          setStatus("");
          onSearch({ account: "", status: "" });
        }}
        actions={<Button text="导出" />}
      >
        <InputGroup
          aria-label="账号"
          value={account}
          onChange={(event) => setAccount(event.currentTarget.value)}
        />
        <HTMLSelect
          aria-label="状态"
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value)}
        >
          <option value="">全部</option>
          <option value="1">启用</option>
        </HTMLSelect>
      </FilterBar>
    );
  }

  it("searches with every filter on 查询 and Enter; 重置 clears them all and searches again", () => {
    const onSearch = vi.fn();
    render(<Filters onSearch={onSearch} />);
    const bar = screen.getByRole("search", { name: "筛选" });
    expect(
      within(bar)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["查询", "重置", "导出"]);
    fireEvent.change(screen.getByLabelText("账号"), { target: { value: "hpc_basic" } });
    fireEvent.change(screen.getByLabelText("状态"), { target: { value: "1" } });
    fireEvent.click(screen.getByRole("button", { name: "查询" }));
    expect(onSearch).toHaveBeenLastCalledWith({ account: "hpc_basic", status: "1" });
    fireEvent.submit(screen.getByLabelText("账号"));
    expect(onSearch).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole("button", { name: "重置" }));
    expect(onSearch).toHaveBeenLastCalledWith({ account: "", status: "" });
    expect(screen.getByLabelText("账号")).toHaveValue("");
    expect(screen.getByLabelText("状态")).toHaveValue("");
  });
});

interface Row {
  id: number;
  name: string;
}

function Harness({ onSave }: { onSave: (row: Row | null, name: string) => void }) {
  const edit = useEditDialog<Row>();
  return (
    <BlueprintProvider>
      <Button text="新增" onClick={edit.openNew} />
      <Button text="编辑" onClick={() => edit.openEdit({ id: 7, name: "猫" })} />
      <FormDialog<{ name: string }>
        {...edit.dialogProps}
        entity="行"
        fields={[{ name: "name", label: "名称", kind: "input" }]}
        initialValues={{ name: edit.row ? edit.row.name : "" }}
        onSubmit={async (values) => onSave(edit.row, values.name)}
      />
    </BlueprintProvider>
  );
}

describe("useEditDialog", () => {
  it("opens the FormDialog for a new row (新增) or on a row (编辑), and closes it", async () => {
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "编辑" }));
    expect(await screen.findByText("编辑行")).toBeInTheDocument();
    expect(screen.getByLabelText(/名称/)).toHaveValue("猫");
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ id: 7, name: "猫" }, "猫"));
    await waitFor(() => expect(screen.queryByText("编辑行")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "新增" }));
    expect(await screen.findByText("新增行")).toBeInTheDocument();
    expect(screen.getByLabelText(/名称/)).toHaveValue("");
  });
});
