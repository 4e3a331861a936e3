import { createCatalogue } from "../../../core/messages";
/**
 * The list kit's own texts (form rules, form dialog, confirmations), Chinese first with an English
 * catalogue. Usage: `listText("pleaseEnter", { label: "名称" })` → 请输入名称. Shared words (the pager's
 * texts, 查询, 重置, 操作, 编辑, 删除, 保存, 取消, 暂无数据, 确认切换状态吗？) are the core catalogue's
 * (`t("pager.total", { total: 12 })` → 共 12 条). Spec references: AI domain §5, §8, §9.
 */
export const listZh = {
  loadFailed: "加载失败",
  networkError: "网络连接失败",
  // form rules (AI domain spec §5, §8)
  pleaseEnter: "请输入{label}",
  pleaseSelect: "请选择{label}",
  notEmpty: "{label}不能为空",
  maxLength: "最多输入{n}个字符",
  invalid: "{label}格式不正确",
  phoneEmpty: "请输入手机号",
  phoneInvalid: "手机号格式不正确",
  emailEmpty: "请输入邮箱",
  emailInvalid: "邮箱格式不正确",
  idNumberEmpty: "请输入身份证号",
  idNumberInvalid: "身份证号格式不正确",
  // dialogs
  createTitle: "新增{entity}",
  editTitle: "编辑{entity}",
  saving: "保存中…",
  confirmDelete: "确认删除吗？",
  confirmDeleteNamed: "确认删除“{name}”吗？",
  colorPicker: "取色器 {label}",
} as const;

type ListKey = keyof typeof listZh;

export const listEn: Record<ListKey, string> = {
  loadFailed: "Loading failed",
  networkError: "The network connection failed",
  pleaseEnter: "Please enter {label}",
  pleaseSelect: "Please select {label}",
  notEmpty: "{label} cannot be empty",
  maxLength: "Limited to {n} characters",
  invalid: "{label} is invalid",
  phoneEmpty: "Please enter phone number",
  phoneInvalid: "Phone number invalid",
  emailEmpty: "Please enter email",
  emailInvalid: "Email invalid",
  idNumberEmpty: "Please enter identity number",
  idNumberInvalid: "Identity number invalid",
  createTitle: "New {entity}",
  editTitle: "Edit {entity}",
  saving: "Saving…",
  confirmDelete: "Delete it?",
  confirmDeleteNamed: "Delete “{name}”?",
  colorPicker: "Colour picker {label}",
};

export const listText = createCatalogue<ListKey>(listZh, listEn);
