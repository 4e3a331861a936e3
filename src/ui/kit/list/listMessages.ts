import { createCatalogue } from "../../../core/messages";
/**
 * The list kit's texts (pager, form rules, form dialog, confirmations), Chinese first with an English
 * catalogue. Usage: `lt("total", { total: 12 })` → 共 12 条. Shell-wide texts (table.empty,
 * switch.confirm, confirm.ok/cancel) stay in core/messages. Spec references: AI domain §5, §8, §9.
 */
export const listZh = {
  total: "共 {total} 条",
  perPage: "{size} 条/页",
  goTo: "前往",
  pageUnit: "页",
  prevPage: "上一页",
  nextPage: "下一页",
  search: "查询",
  reset: "重置",
  actions: "操作",
  loading: "加载中…",
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
  edit: "编辑",
  save: "保存",
  saving: "保存中…",
  cancel: "取消",
  confirmDelete: "确认删除吗？",
  confirmDeleteNamed: "确认删除“{name}”吗？",
  delete: "删除",
  colorPicker: "取色器 {label}",
} as const;

type ListKey = keyof typeof listZh;

export const listEn: Record<ListKey, string> = {
  total: "{total} in total",
  perPage: "{size} / page",
  goTo: "Go to",
  pageUnit: "",
  prevPage: "Previous page",
  nextPage: "Next page",
  search: "Search",
  reset: "Reset",
  actions: "Actions",
  loading: "Loading…",
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
  edit: "Edit",
  save: "Save",
  saving: "Saving…",
  cancel: "Cancel",
  confirmDelete: "Delete it?",
  confirmDeleteNamed: "Delete “{name}”?",
  delete: "Delete",
  colorPicker: "Colour picker {label}",
};

export const lt = createCatalogue<ListKey>(listZh, listEn);
