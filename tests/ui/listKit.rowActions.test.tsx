import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "@blueprintjs/core";
import { RowActions } from "../../src/ui/kit/list";

afterEach(cleanup);

describe("RowActions", () => {
  it("shows the row's own buttons first, then 编辑 and 删除, each calling its handler", () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(
      <RowActions onEdit={onEdit} onDelete={onDelete}>
        <Button text="复制" />
      </RowActions>,
    );
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "复制",
      "编辑",
      "删除",
    ]);
    fireEvent.click(screen.getByRole("button", { name: "编辑" }));
    fireEvent.click(screen.getByRole("button", { name: "删除" }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it("leaves out 编辑 or 删除 without a handler (no permission code)", () => {
    render(<RowActions onDelete={() => {}} />);
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["删除"]);
  });
});
