import type { AxiosInstance } from "axios";
import { CLASSIFY_API } from "../../contracts/classify";
import { createRequest } from "../../core/request";
import type { PageAnswer, PageQuery } from "../../ui/kit/list";
import type { ApplyOrder, CaseFields, OrderFilters, OrderStat, ShareCase } from "./types";

/** apply-order (ai-domain §7): create, page, pass-list, approve, update-price, manage-stat. */
export const orderApi = (http: AxiosInstance) => {
  const request = createRequest(http, "/api/aimanager/v1/apply-order");
  return {
    create: (resourceType: number, resourceId: number, reason: string) =>
      request.post<ApplyOrder>("create", { resourceType, resourceId, reason }, { hideSuccessTip: true }),
    page: (query: PageQuery<OrderFilters>) => request.get<PageAnswer<ApplyOrder>>("page", { params: query }),
    /** The applicant's passed orders of one resource type: what they may use already. */
    passList: (resourceType: number) =>
      request.get<ApplyOrder[]>("pass-list", { params: { resourceType }, hideTip: true }),
    myPage: (query: PageQuery<OrderFilters>) =>
      request.get<PageAnswer<ApplyOrder>>("my-page", { params: query }),
    stat: () => request.get<OrderStat>("manage-stat"),
    approve: (id: number, status: 1 | 2 | 3, rejectReason?: string) =>
      request.put<ApplyOrder>(`approve/${id}`, { status, rejectReason }),
    updatePrice: (id: number, price: number) => request.put<ApplyOrder>("update-price", { id, price }),
  };
};

/** share-case: the portal's cases as operations manage them. */
export const caseApi = (http: AxiosInstance) => {
  const request = createRequest(http, "/api/aimanager/v1/share-case");
  return {
    page: (query: PageQuery<{ keyword: string; status?: number }>) =>
      request.get<PageAnswer<ShareCase>>("page", { params: query }),
    get: (id: number) => request.get<ShareCase>(`info/${id}`),
    create: (fields: CaseFields) => request.post<ShareCase>("", fields),
    update: (id: number, fields: CaseFields) => request.put<ShareCase>("", { id, ...fields }),
    publish: (id: number, status: 0 | 1) => request.put<ShareCase>("publish", { id, status }),
    remove: (id: number) => request.del(`${id}`),
    classifies: () => createRequest(http).get<ClassifyNode[]>(CLASSIFY_API.tree, { hideTip: true }),
  };
};

export interface ClassifyNode {
  id: number;
  name: string;
  children?: ClassifyNode[];
}
