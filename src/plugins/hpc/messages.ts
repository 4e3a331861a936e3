/**
 * The HPC plugin's texts, Chinese first with an English catalogue (texts the spec gives in Chinese are
 * verbatim). Shared texts (hpc.missing, confirm.*, switch.confirm, table.empty) stay in core/messages.
 */
export const hpcZh = {
  dialogTitle: "绑定/切换HPC账号",
  boundAccounts: "已绑定的HPC账号",
  bindNew: "绑定HPC账号",
  accountType: "账号类型",
  accountTypeHpc: "超算账号",
  account: "账号",
  password: "密码",
  keyFile: "密钥文件",
  chooseKey: "选择密钥文件…",
  code: "验证码",
  getCode: "获取验证码",
  resendIn: "{seconds}秒后重新获取",
  resend: "重新获取验证码",
  codeSent: "验证码已发送，请查看",
  save: "保存",
  close: "关闭",
  incomplete: "请完善数据再保存！",
  uploadFailed: "上传失败，请重新上传！",
  uploadOk: "文件上传成功",
  bound: "HPC账号绑定成功",
  unbound: "已解除绑定",
  inUse: "当前使用",
  userBound: "用户绑定",
  selfBound: "个人绑定",
  use: "切换",
  edit: "编辑",
  remove: "删除",
  alreadyInUse: "此账号已是当前使用hpc账号，请选择其他账号进行设置！",
  switchWarning: "切换HPC账号后将跳转至开发平台首页，数据将重新加载，确认切换吗？",
  pageTitle: "用户HPC管理",
  group: "所属组织",
  bindKind: "绑定类型",
  yes: "是",
  adminTitle: "HPC账号",
  cluster: "集群",
  needsCode: "验证码登录",
  bindUsers: "绑定用户",
  createdAt: "创建时间",
  status: "状态",
  statusAll: "全部状态",
  statusOn: "启用",
  statusOff: "停用",
  search: "查询",
  total: "共 {total} 条",
  prev: "上一页",
  next: "下一页",
  pageOf: "第 {page} / {pages} 页",
} as const;

export type HpcMessageKey = keyof typeof hpcZh;

export const hpcEn: Record<HpcMessageKey, string> = {
  dialogTitle: "Bind or switch HPC account",
  boundAccounts: "Bound HPC accounts",
  bindNew: "Bind an HPC account",
  accountType: "Account type",
  accountTypeHpc: "Supercomputer account",
  account: "Account",
  password: "Password",
  keyFile: "Key file",
  chooseKey: "Choose a key file…",
  code: "Verification code",
  getCode: "Get code",
  resendIn: "Resend in {seconds} s",
  resend: "Resend code",
  codeSent: "The code has been sent",
  save: "Save",
  close: "Close",
  incomplete: "Please complete the form before saving!",
  uploadFailed: "Upload failed, please upload again!",
  uploadOk: "File uploaded",
  bound: "HPC account bound",
  unbound: "Unbound",
  inUse: "In use",
  userBound: "User-bound",
  selfBound: "Self-bound",
  use: "Switch",
  edit: "Edit",
  remove: "Delete",
  alreadyInUse: "This account is already the HPC account in use; choose another one!",
  switchWarning: "Switching goes to the development platform home and reloads its data. Switch?",
  pageTitle: "User HPC management",
  group: "Organisation",
  bindKind: "Binding",
  yes: "Yes",
  adminTitle: "HPC accounts",
  cluster: "Cluster",
  needsCode: "Code sign-in",
  bindUsers: "Bound users",
  createdAt: "Created",
  status: "Status",
  statusAll: "All statuses",
  statusOn: "Enabled",
  statusOff: "Disabled",
  search: "Search",
  total: "{total} in all",
  prev: "Previous",
  next: "Next",
  pageOf: "Page {page} of {pages}",
};

let catalogue: Record<HpcMessageKey, string> = hpcZh;

export function setHpcLocale(locale: "zh" | "en"): void {
  catalogue = locale === "en" ? hpcEn : hpcZh;
}

export function ht(key: HpcMessageKey, params: Record<string, string | number> = {}): string {
  return catalogue[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** YYYY-MM-DD HH:mm:ss (spec §9) in local time. */
export function formatTime(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}
