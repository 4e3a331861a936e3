import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BlueprintProvider } from "@blueprintjs/core";
import { PublicSwitch, useConfirmDelete } from "../../src/ui/kit/list";

afterEach(cleanup);

function DeleteHarness({ name }: { name?: string }) {
  const { confirmDelete, confirmElement } = useConfirmDelete();
  const [answer, setAnswer] = useState("未回答");
  return (
    <BlueprintProvider>
      <button onClick={async () => setAnswer(String(await confirmDelete(name)))}>删除</button>
      <span>回答：{answer}</span>
      {confirmElement}
    </BlueprintProvider>
  );
}

function SwitchHarness({ onChange }: { onChange: (next: boolean) => Promise<unknown> }) {
  const [isPublic, setPublic] = useState(false);
  return (
    <BlueprintProvider>
      <PublicSwitch
        checked={isPublic}
        label="公开 猫"
        onChange={async (next) => {
          await onChange(next);
          setPublic(next);
        }}
      />
    </BlueprintProvider>
  );
}

describe("confirmDelete", () => {
  it("asks 确认删除吗？ and resolves true on 确认", async () => {
    render(<DeleteHarness />);
    fireEvent.click(screen.getByText("删除"));
    expect(await screen.findByText("确认删除吗？")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "确认" }));
    expect(await screen.findByText("回答：true")).toBeInTheDocument();
  });

  it("names the item and resolves false on 取消", async () => {
    render(<DeleteHarness name="猫狗" />);
    fireEvent.click(screen.getByText("删除"));
    expect(await screen.findByText("确认删除“猫狗”吗？")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "取消" }));
    expect(await screen.findByText("回答：false")).toBeInTheDocument();
  });
});

describe("PublicSwitch", () => {
  it("asks 确认切换状态吗？; 取消 changes nothing, 确认 calls and keeps the new state", async () => {
    const onChange = vi.fn(async () => undefined);
    render(<SwitchHarness onChange={onChange} />);
    const toggle = screen.getByRole("switch", { name: "公开 猫" });
    fireEvent.click(toggle);
    expect(await screen.findByText("确认切换状态吗？")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "取消" }));
    expect(onChange).not.toHaveBeenCalled();
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    fireEvent.click(await screen.findByRole("button", { name: "确认" }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(true));
    await waitFor(() => expect(screen.getByRole("switch", { name: "公开 猫" })).toBeChecked());
  });

  it("goes back when the call fails", async () => {
    const onChange = vi.fn(async () => {
      throw new Error("500");
    });
    render(<SwitchHarness onChange={onChange} />);
    fireEvent.click(screen.getByRole("switch", { name: "公开 猫" }));
    fireEvent.click(await screen.findByRole("button", { name: "确认" }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole("switch", { name: "公开 猫" })).not.toBeChecked());
    expect(screen.getByRole("switch", { name: "公开 猫" })).toBeEnabled();
  });
});
