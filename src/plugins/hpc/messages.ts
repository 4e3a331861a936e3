import { createCatalogue } from "../../core/messages";
/**
 * The HPC plugin's texts, Chinese first with an English catalogue (texts the spec gives in Chinese are
 * verbatim). Shared texts (hpc.missing, confirm.*, switch.confirm, table.empty) stay in core/messages.
 */
export const hpcZh = {
  boundAccounts: "已绑定的HPC账号",
  bindNew: "绑定HPC账号",
  accountType: "账号类型",
  accountTypeHpc: "超算账号",
  keyFile: "密钥文件",
  chooseKey: "选择密钥文件…",
  code: "验证码",
  getCode: "获取验证码",
  resendIn: "{seconds}秒后重新获取",
  resend: "重新获取验证码",
  codeSent: "验证码已发送，请查看",
  incomplete: "请完善数据再保存！",
  uploadFailed: "上传失败，请重新上传！",
  uploadOk: "文件上传成功",
  bound: "HPC账号绑定成功",
  unbound: "已解除绑定",
  inUse: "当前使用",
  userBound: "用户绑定",
  selfBound: "个人绑定",
  use: "切换",
  alreadyInUse: "此账号已是当前使用hpc账号，请选择其他账号进行设置！",
  switchWarning: "切换HPC账号后将跳转至开发平台首页，数据将重新加载，确认切换吗？",
  group: "所属组织",
  bindKind: "绑定类型",
  yes: "是",
  adminTitle: "HPC账号",
  cluster: "集群",
  needsCode: "验证码登录",
  bindUsers: "绑定用户",
  statusAll: "全部状态",
  statusOn: "启用",
  statusOff: "停用",
} as const;

export type HpcMessageKey = keyof typeof hpcZh;

export const hpcEn: Record<HpcMessageKey, string> = {
  boundAccounts: "Bound HPC accounts",
  bindNew: "Bind an HPC account",
  accountType: "Account type",
  accountTypeHpc: "Supercomputer account",
  keyFile: "Key file",
  chooseKey: "Choose a key file…",
  code: "Verification code",
  getCode: "Get code",
  resendIn: "Resend in {seconds} s",
  resend: "Resend code",
  codeSent: "The code has been sent",
  incomplete: "Please complete the form before saving!",
  uploadFailed: "Upload failed, please upload again!",
  uploadOk: "File uploaded",
  bound: "HPC account bound",
  unbound: "Unbound",
  inUse: "In use",
  userBound: "User-bound",
  selfBound: "Self-bound",
  use: "Switch",
  alreadyInUse: "This account is already the HPC account in use; choose another one!",
  switchWarning: "Switching goes to the development platform home and reloads its data. Switch?",
  group: "Organisation",
  bindKind: "Binding",
  yes: "Yes",
  adminTitle: "HPC accounts",
  cluster: "Cluster",
  needsCode: "Code sign-in",
  bindUsers: "Bound users",
  statusAll: "All statuses",
  statusOn: "Enabled",
  statusOff: "Disabled",
};

/** The hpc plugin's texts, following the shell's locale. */
export const hpcText = createCatalogue(hpcZh, hpcEn);
