import type { AxiosInstance } from "axios";
import { CLASSIFY_API, type ClassifyNode } from "../../contracts/classify";
import { fillPath } from "../../contracts/paths";
import {
  SHARING_API,
  type ApplyOrder,
  type ApproveBody,
  type CaseFields,
  type OrderCreateBody,
  type OrderStat,
  type ShareCase,
  type ShareResourceType,
} from "../../contracts/sharing";
import { createRequest } from "../../core/request";
import type { PageAnswer, PageQuery } from "../../ui/kit/list";
import type { OrderFilters } from "./types";

export type { ClassifyNode };

/** apply-order (ai-domain §7): create, page, pass-list, approve, update-price, manage-stat. */
export const orderApi = (http: AxiosInstance) => {
  const request = createRequest(http);
  return {
    create: (resourceType: ShareResourceType, resourceId: number, reason: string) => {
      const body: OrderCreateBody = { resourceType, resourceId, reason };
      return request.post<ApplyOrder>(SHARING_API.orderCreate, body, { hideSuccessTip: true });
    },
    page: (query: PageQuery<OrderFilters>) =>
      request.get<PageAnswer<ApplyOrder>>(SHARING_API.orderPage, { params: query }),
    /** The applicant's passed orders of one resource type: what they may use already. */
    passList: (resourceType: number) =>
      request.get<ApplyOrder[]>(SHARING_API.passList, { params: { resourceType }, hideTip: true }),
    myPage: (query: PageQuery<OrderFilters>) =>
      request.get<PageAnswer<ApplyOrder>>(SHARING_API.myOrderPage, { params: query }),
    stat: () => request.get<OrderStat>(SHARING_API.orderStat),
    approve: (id: number, status: ApproveBody["status"], rejectReason?: string) => {
      const body: ApproveBody = { status, rejectReason };
      return request.put<ApplyOrder>(fillPath(SHARING_API.approve, { id }), body);
    },
    updatePrice: (id: number, price: number) =>
      request.put<ApplyOrder>(SHARING_API.updatePrice, { id, price }),
  };
};

/** share-case: the portal's cases as operations manage them. */
export const caseApi = (http: AxiosInstance) => {
  const request = createRequest(http);
  return {
    page: (query: PageQuery<{ keyword: string; status?: number }>) =>
      request.get<PageAnswer<ShareCase>>(SHARING_API.casePage, { params: query }),
    get: (id: number) => request.get<ShareCase>(fillPath(SHARING_API.caseInfo, { id })),
    create: (fields: CaseFields) => request.post<ShareCase>(SHARING_API.cases, fields),
    update: (id: number, fields: CaseFields) => request.put<ShareCase>(SHARING_API.cases, { id, ...fields }),
    publish: (id: number, status: 0 | 1) => request.put<ShareCase>(SHARING_API.casePublish, { id, status }),
    remove: (id: number) => request.del(fillPath(SHARING_API.case, { id })),
    classifies: () => request.get<ClassifyNode[]>(CLASSIFY_API.tree, { hideTip: true }),
  };
};
