import { AREA_IDS } from "../../core/config";
import { definePlugin } from "../../core/pluginTypes";
import { smsCodeMachine } from "../../machines/smsCode.machine";
import type { PageComponent } from "../../ui/CoreContext";
import { plannedRoutes } from "../shared/areaMenu";
import { FEEDBACK_FORM } from "../shared/feedbackForm";
import { FRONT_DESK } from "../shared/menus/frontDesk";
import {
  SET_PASSWORD_COMMAND,
  SET_PHONE_COMMAND,
  SMS_CODE_MACHINE_ID,
  smsDialogOpen,
  smsLastSend,
} from "./smsDialogState";
import { CODE } from "../../contracts/permissionCodes";

export { SMS_CODE_MACHINE_ID, SET_PHONE_COMMAND, SET_PASSWORD_COMMAND } from "./smsDialogState";

type Load = () => Promise<{ default: PageComponent }>;

/** The personal screens this plugin builds, under each prefix (shell spec §2). */
const BUILT: [segment: string, title: string, load: Load, skip?: string[]][] = [
  ["personal", "个人信息", () => import("./PersonalPage")],
  ["person-page", "个人主页", () => import("./PersonPage")],
  ["workbench", "我的工作台", () => import("./WorkbenchPage")],
  ["personal/dynamicDetail", "动态详情", () => import("./DynamicDetailPage")],
  ["personal/detailMessage", "个人简介信息", () => import("./DetailMessagePage"), ["operation"]],
];

/**
 * The personal-type screens other parts build (wallet, usage, app and case pages, the documentation
 * centre): placeholders that come back when their builder is disabled.
 */
const PLANNED: [segment: string, title: string, skip?: string[]][] = [
  ["my-wallet", "我的钱包"],
  ["usage-statistics-person", "用量统计"],
  ["appDetail", "简介信息"],
  ["caseDetail", "简介信息"],
  ["documentation", "文档中心", ["portal", "operation"]],
];

const routes = [
  ...AREA_IDS.flatMap((area) =>
    BUILT.filter(([, , , skip]) => !skip?.includes(area)).map(([segment, title, load]) => ({
      path: `/${area}/${segment}`,
      title,
      load,
    })),
  ),
  ...AREA_IDS.flatMap((area) =>
    plannedRoutes(
      PLANNED.filter(([, , skip]) => !skip?.includes(area)).map(([segment, title]) => [
        `/${area}/${segment}`,
        title,
      ]),
    ),
  ),
  // Spec §2's personal home page: the signed-in user's own person page (links lead into the portal's).
  { path: "/personal-homepage", title: "个人主页", load: () => import("./PersonPage") },
  // The development platform's home, a dashboard like the workbench (claims the area's slot).
  {
    path: FRONT_DESK.homePage.path,
    title: "首页",
    permission: [CODE.home],
    load: () => import("./HomePage"),
  },
];

/**
 * The personal screens and their entries in the user (avatar) menu of spec §2; `{area}` is the
 * current area's prefix. The HPC entries (绑定/切换HPC账号, 用户HPC管理) are the hpc plugin's: they go
 * with it when it is disabled. Account settings set the phone number or password through an SMS code
 * (the registered smsCode machine, in a dialog the commands open).
 */
export default definePlugin<PageComponent>({
  id: "personal",
  title: "个人中心",
  optional: [FEEDBACK_FORM],
  routes,
  userMenu: [
    { id: "workbench", title: "我的工作台", path: "/{area}/workbench", needsHpc: true, order: 30 },
    { id: "wallet", title: "我的钱包", path: "/{area}/my-wallet", needsHpc: true, order: 40 },
    { id: "usage", title: "用量统计", path: "/{area}/usage-statistics-person", order: 50 },
    { id: "feedback", title: "用户反馈", command: "feedback.open", order: 60 },
    { id: "personal-info", title: "个人信息", path: "/{area}/personal", order: 80 },
    {
      id: "personal-page",
      title: "个人主页",
      path: "/{area}/person-page?userId={userId}&self=1",
      permission: CODE.personLook,
      order: 90,
    },
  ],
  overlays: [{ id: "sms-dialog", load: () => import("./SmsOverlay") }],
  machines: { [SMS_CODE_MACHINE_ID]: smsCodeMachine },
  activate(ctx) {
    const phone = ctx.registerCommand(SET_PHONE_COMMAND, () => smsDialogOpen.next(2));
    const password = ctx.registerCommand(SET_PASSWORD_COMMAND, () => smsDialogOpen.next(3));
    // The inspector applies a recorded SMS flow with the dialog closed by opening it first.
    const screen = ctx.machines.registerScreen(SMS_CODE_MACHINE_ID, () =>
      smsDialogOpen.next(smsDialogOpen.value ?? 2),
    );
    // Another user signing in next does not inherit a countdown.
    const signedOut = ctx.bus.on("session.signedOut").subscribe(() => smsLastSend.clear());
    return () => {
      phone();
      password();
      screen();
      signedOut.unsubscribe();
      smsDialogOpen.next(null);
      smsLastSend.clear();
    };
  },
});
