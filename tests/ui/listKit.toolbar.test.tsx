import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BlueprintProvider, Button } from "@blueprintjs/core";
import { FormDialog, ListToolbar, useEditDialog } from "../../src/ui/kit/list";

afterEach(cleanup);

describe("ListToolbar", () => {
  it("searches the trimmed name on 查询 and on Enter, and 重置 clears it and searches with ''", () => {
    const onSearch = vi.fn();
    const onAdd = vi.fn();
    render(<ListToolbar label="团队名称" onSearch={onSearch} reset addText="新增团队" onAdd={onAdd} />);
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

  it("has no 重置 unless asked, and no add button without onAdd", () => {
    render(<ListToolbar label="名称" onSearch={() => undefined} addText="新增" />);
    expect(screen.getByRole("button", { name: "查询" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "重置" })).toBeNull();
    expect(screen.queryByRole("button", { name: "新增" })).toBeNull();
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
