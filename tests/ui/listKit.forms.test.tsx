import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BlueprintProvider } from "@blueprintjs/core";
import {
  emailRules,
  FormDialog,
  idNumberRules,
  notEmpty,
  phoneRules,
  rules,
  validate,
  formatCount,
  type FormField,
} from "../../src/ui/kit/list";

afterEach(cleanup);

describe("the form-rules builder (AI domain spec §5)", () => {
  it("requires by default: 请输入{label} on blur for inputs, 请选择{label} on change for choice fields", () => {
    const name = rules("数据集名称");
    expect(name[0]!.trigger).toBe("blur");
    expect(validate("  ", name)).toBe("请输入数据集名称");
    expect(validate("猫", name)).toBeNull();
    for (const kind of ["select", "radio", "check"] as const) {
      const choice = rules("标签组", { kind });
      expect(choice[0]!.trigger).toBe("change");
      expect(validate(kind === "check" ? [] : "", choice)).toBe("请选择标签组");
    }
  });

  it("limits the length (最多输入{n}个字符), checks a pattern, and may be optional", () => {
    const description = rules("描述", { required: false, max: 5 });
    expect(validate("", description)).toBeNull();
    expect(validate("123456", description)).toBe("最多输入5个字符");
    const code = rules("编码", { pattern: /^\d+$/, message: "只能输入数字" });
    expect(validate("a1", code)).toBe("只能输入数字");
    expect(validate("a1", rules("编码", { pattern: /^\d+$/ }))).toBe("编码格式不正确");
    expect(validate("", [notEmpty("成员")])).toBe("成员不能为空");
    expect(validate([], [notEmpty("成员")])).toBe("成员不能为空");
  });

  it("knows phone, e-mail and identity numbers", () => {
    expect(validate("", phoneRules())).toBe("请输入手机号");
    expect(validate("12345678901", phoneRules())).toBe("手机号格式不正确");
    expect(validate("13912345678", phoneRules())).toBeNull();
    expect(validate("", emailRules())).toBe("请输入邮箱");
    expect(validate("a@b", emailRules())).toBe("邮箱格式不正确");
    expect(validate("a.b@example.com", emailRules())).toBeNull();
    expect(validate("", idNumberRules())).toBe("请输入身份证号");
    expect(validate("12345678901234567Y", idNumberRules())).toBe("身份证号格式不正确");
    expect(validate("12345678901234567X", idNumberRules())).toBeNull();
    expect(validate("123456789012345", idNumberRules())).toBeNull();
    expect(validate("", phoneRules(false))).toBeNull();
  });

  it("shows counts of five or more digits in 万 with two decimals (§9)", () => {
    expect(formatCount(9999)).toBe("9999");
    expect(formatCount(12345)).toBe("1.23万");
  });
});

const FIELDS: FormField[] = [
  { name: "dataSetName", label: "数据集名称", kind: "input", rules: rules("数据集名称", { max: 5 }) },
  {
    name: "dataType",
    label: "类型",
    kind: "select",
    options: [{ value: "image", label: "图片" }],
    rules: rules("类型", { kind: "select" }),
  },
  {
    name: "description",
    label: "描述",
    kind: "textarea",
    rules: rules("描述", { required: false, max: 200 }),
  },
];

function Harness({
  onSubmit,
  mode = "create",
}: {
  onSubmit: (values: Record<string, unknown>) => Promise<unknown>;
  mode?: "create" | "edit";
}) {
  const [open, setOpen] = useState(true);
  return (
    <BlueprintProvider>
      <span>{open ? "打开" : "关闭"}</span>
      <FormDialog
        isOpen={open}
        entity="数据集"
        mode={mode}
        fields={FIELDS}
        initialValues={{ dataSetName: mode === "edit" ? "旧名" : "", dataType: "", description: "" }}
        onSubmit={onSubmit}
        onClose={() => setOpen(false)}
      />
    </BlueprintProvider>
  );
}

describe("FormDialog", () => {
  it("titles 新增数据集, validates an input on blur and a select on change, under the field", async () => {
    render(<Harness onSubmit={vi.fn(async () => undefined)} />);
    expect(await screen.findByText("新增数据集")).toBeInTheDocument();
    const name = screen.getByLabelText(/数据集名称/);
    fireEvent.change(name, { target: { value: "" } });
    expect(screen.queryByText("请输入数据集名称")).not.toBeInTheDocument();
    fireEvent.blur(name);
    expect(screen.getByText("请输入数据集名称")).toBeInTheDocument();
    fireEvent.change(name, { target: { value: "一二三四五六" } });
    expect(screen.getByText("最多输入5个字符")).toBeInTheDocument();
    fireEvent.change(name, { target: { value: "猫狗" } });
    expect(screen.queryByText("最多输入5个字符")).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/类型/), { target: { value: "image" } });
    expect(screen.queryByText("请选择类型")).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/类型/), { target: { value: "" } });
    expect(screen.getByText("请选择类型")).toBeInTheDocument();
  });

  it("保存 checks every field, then sends the values and closes", async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<Harness onSubmit={onSubmit} />);
    fireEvent.click(await screen.findByRole("button", { name: "保存" }));
    expect(screen.getByText("请输入数据集名称")).toBeInTheDocument();
    expect(screen.getByText("请选择类型")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/数据集名称/), { target: { value: "猫" } });
    fireEvent.change(screen.getByLabelText(/类型/), { target: { value: "image" } });
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.getByText("关闭")).toBeInTheDocument());
    expect(onSubmit).toHaveBeenCalledWith({ dataSetName: "猫", dataType: "image", description: "" });
  });

  it("编辑 starts from the row; a failed save keeps what was typed and 保存 is disabled while saving", async () => {
    let fail: (error: Error) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise((_, reject) => (fail = reject)));
    render(<Harness onSubmit={onSubmit} mode="edit" />);
    expect(await screen.findByText("编辑数据集")).toBeInTheDocument();
    const name = screen.getByLabelText(/数据集名称/);
    expect(name).toHaveValue("旧名");
    fireEvent.change(name, { target: { value: "新名" } });
    fireEvent.change(screen.getByLabelText(/类型/), { target: { value: "image" } });
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.getByRole("button", { name: /保存/ })).toBeDisabled());
    fail(new Error("400"));
    await waitFor(() => expect(screen.getByRole("button", { name: "保存" })).toBeEnabled());
    expect(screen.getByText("打开")).toBeInTheDocument();
    expect(screen.getByLabelText(/数据集名称/)).toHaveValue("新名");
  });
});
