import { ALL_CODES, DEV_CODES } from "../../src/contracts/permissionCodes";
import { ANNOTATOR_CODES, OPERATION_AREA_CODES } from "./seedRoles";

export interface DemoHpcAccount {
  account: string;
  cluster: string;
  bindType: number;
  bindGroupId: string;
  bindGroupName: string;
}

export interface DemoAccount {
  userName: string;
  password: string;
  displayName: string;
  /** One line for the start-up table (design §4). */
  description: string;
  disabled: boolean;
  auditStatus: number;
  belongSystem: number;
  /** The codes the account's seeded roles give it (tests/server/roles.test.ts pins each). */
  resource: readonly string[];
  /** Keys of the seeded roles it holds (server/platform/seedRoles.ts). */
  roles: readonly string[];
  topGroup: readonly string[];
  hpcAccounts: readonly DemoHpcAccount[];
}

export { ANNOTATOR_CODES } from "./seedRoles";

export const DEMO_GROUPS = [
  { id: "g-platform", title: "平台运营" },
  { id: "g-lab", title: "AI 实验室" },
] as const;

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    userName: "admin",
    password: "Admin@123",
    displayName: "管理员",
    description: "every permission code, audited, one HPC account bound",
    disabled: false,
    auditStatus: 1,
    belongSystem: 1,
    resource: ALL_CODES,
    roles: ["platform-admin"],
    topGroup: ["g-platform", "g-lab"],
    hpcAccounts: [
      {
        account: "sc_admin",
        cluster: "sc-cluster-1",
        bindType: 2,
        bindGroupId: "g-platform",
        bindGroupName: "平台运营",
      },
    ],
  },
  {
    userName: "ops",
    password: "Ops@123",
    displayName: "运营人员",
    description: "operation-area codes only (role 运营人员), audited, no HPC account",
    disabled: false,
    auditStatus: 1,
    belongSystem: 2,
    resource: OPERATION_AREA_CODES,
    roles: ["operator"],
    topGroup: ["g-platform"],
    hpcAccounts: [],
  },
  {
    userName: "dev",
    password: "Dev@123",
    displayName: "开发者",
    description: "development-platform codes only, audited, no HPC account",
    disabled: false,
    auditStatus: 1,
    belongSystem: 2,
    resource: DEV_CODES,
    roles: ["developer"],
    topGroup: ["g-lab"],
    hpcAccounts: [],
  },
  {
    userName: "dev2",
    password: "Dev2@123",
    displayName: "开发者二",
    description: "like dev, no HPC account: the HPC binding journeys bind theirs, so dev stays unbound",
    disabled: false,
    auditStatus: 1,
    belongSystem: 2,
    resource: DEV_CODES,
    roles: ["developer"],
    topGroup: ["g-lab"],
    hpcAccounts: [],
  },
  {
    userName: "annot1",
    password: "Annot1@123",
    displayName: "标注员一",
    description: "team annotator: data and task codes only, audited, no HPC account",
    disabled: false,
    auditStatus: 1,
    belongSystem: 2,
    resource: ANNOTATOR_CODES,
    roles: ["annotator"],
    topGroup: ["g-lab"],
    hpcAccounts: [],
  },
  {
    userName: "annot2",
    password: "Annot2@123",
    displayName: "标注员二",
    description: "a second team annotator like annot1",
    disabled: false,
    auditStatus: 1,
    belongSystem: 2,
    resource: ANNOTATOR_CODES,
    roles: ["annotator"],
    topGroup: ["g-lab"],
    hpcAccounts: [],
  },
  {
    userName: "pending",
    password: "Pending@123",
    displayName: "待审核用户",
    description: "auditStatus 0 and belongSystem 2: signs in, sees no menu",
    disabled: false,
    auditStatus: 0,
    belongSystem: 2,
    resource: DEV_CODES,
    roles: ["developer"],
    topGroup: ["g-lab"],
    hpcAccounts: [],
  },
  {
    userName: "nobody",
    password: "Nobody@123",
    displayName: "无权限用户",
    description: "empty permission list: told so, then logged out",
    disabled: false,
    auditStatus: 1,
    belongSystem: 2,
    resource: [],
    roles: [],
    topGroup: ["g-lab"],
    hpcAccounts: [],
  },
  {
    userName: "disabled",
    password: "Disabled@123",
    displayName: "已禁用用户",
    description: "disabled: the token call answers 400",
    disabled: true,
    auditStatus: 1,
    belongSystem: 2,
    resource: DEV_CODES,
    roles: ["developer"],
    topGroup: ["g-lab"],
    hpcAccounts: [],
  },
];
