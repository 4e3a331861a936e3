import { createCatalogue } from "../../core/messages";
/**
 * The feedback plugin's texts: the floating form of shell spec §3 / §5 and the operations page
 * 用户反馈 (workorder-management/user-feedback). Shared words come from the core and list-kit catalogues.
 */
export const feedbackZh = {
  float: "意见反馈",
  submit: "提交",
  success: "提交成功，请等待管理员通知",
  feedbackUser: "联系人",
  feedbackCompany: "单位名称",
  feedbackContactNumber: "联系电话",
  feedbackEmail: "电子邮箱",
  feedbackType: "反馈类型",
  feedbackContent: "反馈内容",
  contentMax: "最多输入500个字符",
  type1: "合作交流",
  type2: "意见反馈",
  type3: "投诉",
  status: "处理状态",
  status0: "待处理",
  status1: "处理中",
  status2: "已处理",
  page: "来源页面",
  createTime: "提交时间",
  reply: "回复内容",
  replyTime: "回复时间",
  handler: "处理人",
  keyword: "关键字",
  total: "反馈总数",
  handle: "处理",
  handleTitle: "处理反馈",
  detailTitle: "反馈详情",
  all: "全部",
  visitor: "访客",
  mineTitle: "我的反馈",
  noReply: "暂未回复",
} as const;

type Key = keyof typeof feedbackZh;

export const feedbackEn: Record<Key, string> = {
  float: "Feedback",
  submit: "Submit",
  success: "Submitted, please wait for the administrator's notice",
  feedbackUser: "Contact",
  feedbackCompany: "Company",
  feedbackContactNumber: "Phone",
  feedbackEmail: "E-mail",
  feedbackType: "Type",
  feedbackContent: "Content",
  contentMax: "Limited to 500 characters",
  type1: "Cooperation",
  type2: "Opinion",
  type3: "Complaint",
  status: "Status",
  status0: "Pending",
  status1: "In progress",
  status2: "Handled",
  page: "Page",
  createTime: "Submitted",
  reply: "Reply",
  replyTime: "Replied",
  handler: "Handled by",
  keyword: "Keyword",
  total: "All feedback",
  handle: "Handle",
  handleTitle: "Handle feedback",
  detailTitle: "Feedback",
  all: "All",
  visitor: "Visitor",
  mineTitle: "My feedback",
  noReply: "No reply yet",
};

export const feedbackText = createCatalogue<Key>(feedbackZh, feedbackEn);

export const typeText = (type: number) => feedbackText(`type${type}` as Key);
export const statusText = (status: number) => feedbackText(`status${status}` as Key);
