export interface ApplyOrder {
  id: number;
  applicantId: number;
  applicantName: string;
  ownerName: string;
  resourceType: number;
  resourceId: number;
  resourceName: string;
  reason: string;
  status: number;
  /** The custom price in integer cents (0 while none is set). */
  price: number;
  /** Operations set a custom price (update-price): the applicant is charged it, not the share price. */
  priceSet: boolean;
  rejectReason: string;
  handlerName: string;
  createTime: string;
  handleTime: string;
}

export interface OrderStat {
  total: number;
  submitted: number;
  accepted: number;
  passed: number;
  rejected: number;
}

export interface OrderFilters {
  keyword: string;
  resourceType?: number;
  status?: number;
  startTime?: number;
  endTime?: number;
}

export interface ShareCase {
  id: number;
  title: string;
  summary: string;
  content: string;
  cover: string;
  classifyId: number | null;
  classifyName: string;
  authorName: string;
  publishTime: string;
  status: number;
  createTime: string;
  updateTime: string;
}

export interface CaseFields {
  title: string;
  summary: string;
  content: string;
  cover: string;
  classifyId: number | null;
}
