import { useState } from "react";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BlueprintProvider } from "@blueprintjs/core";
import { DateRangeField, type DateRange } from "../../src/ui/kit/DateRangeField";
import { formatRange } from "../../src/ui/kit/dates";

afterEach(cleanup);

function Field({ onChange }: { onChange: (range: DateRange) => void }) {
  const [range, setRange] = useState<DateRange>([null, null]);
  return (
    <BlueprintProvider>
      <DateRangeField
        value={range}
        onChange={(next) => {
          setRange(next);
          onChange(next);
        }}
      />
      <output>{formatRange(range[0], range[1])}</output>
    </BlueprintProvider>
  );
}

describe("DateRangeField (Blueprint's range picker, in Chinese)", () => {
  it("labels its fields 开始时间 / 结束时间, joined by 至, and reads typed YYYY-MM-DD HH:mm:ss", () => {
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    expect(screen.getByText("至")).toBeInTheDocument();
    const start = screen.getByRole("textbox", { name: "开始时间" });
    const end = screen.getByRole("textbox", { name: "结束时间" });
    fireEvent.focus(start);
    fireEvent.change(start, { target: { value: "2020-01-01 10:05:00" } });
    fireEvent.blur(start);
    fireEvent.focus(end);
    fireEvent.change(end, { target: { value: "2020-01-01 10:09:30" } });
    fireEvent.blur(end);
    expect(screen.getByRole("status")).toHaveTextContent("2020-01-01 10:05:00 至 2020-01-01 10:09:30");
    expect(start).toHaveValue("2020-01-01 10:05:00");
  });

  it("opens a calendar with Chinese months, weekdays and shortcuts", async () => {
    render(<Field onChange={vi.fn()} />);
    fireEvent.focus(screen.getByRole("textbox", { name: "开始时间" }));
    const popover = await screen
      .findByRole("menu", { name: /shortcuts/i })
      .then((menu) => menu.closest(".bp6-popover")!);
    for (const shortcut of ["今天", "最近24小时", "最近7天", "最近30天"])
      expect(within(popover as HTMLElement).getByText(shortcut)).toBeInTheDocument();
    const months = within(popover as HTMLElement)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(months).toEqual(expect.arrayContaining(["一月", "十二月"]));
    expect(popover.textContent).toMatch(/[日一二三四五六]/);
    expect(popover.textContent).not.toMatch(/January|Past week|Today/);
  });
});
