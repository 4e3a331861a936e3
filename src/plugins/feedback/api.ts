import type { AxiosInstance } from "axios";
import { createRequest } from "../../core/request";
import type { PageAnswer, PageQuery } from "../../ui/kit/list";
import type { Feedback, FeedbackFilters, FeedbackForm, FeedbackSummary } from "./types";

const base = (http: AxiosInstance) => createRequest(http, "/api/ai-cloud-platform/v1/feedback");

/** The feedback calls of shell spec §7 (POST / PUT feedback/info, GET list and summary) and the user's record. */
export const feedbackApi = (http: AxiosInstance) => {
  const request = base(http);
  return {
    send: (form: FeedbackForm) => request.post<Feedback>("info", form, { hideSuccessTip: true }),
    handle: (id: number, status: number, reply: string) =>
      request.put<Feedback>("info", { id, status, reply }),
    list: (query: PageQuery<FeedbackFilters>) => request.get<PageAnswer<Feedback>>("list", { params: query }),
    summary: () => request.get<FeedbackSummary>("summary"),
    mine: (pageNum = 1, pageSize = 10) =>
      request.get<PageAnswer<Feedback>>("mine", { params: { pageNum, pageSize } }),
  };
};
