import type { AxiosInstance } from "axios";
import { createRequest } from "../../core/request";
import type { PageAnswer, PageQuery } from "../../ui/kit/list";
import { FEEDBACK_API } from "../../contracts/feedback";
import type { Feedback, FeedbackFilters, FeedbackForm, FeedbackSummary } from "./types";

/** The feedback calls of shell spec §7 (POST / PUT feedback/info, GET list and summary) and the user's record. */
export const feedbackApi = (http: AxiosInstance) => {
  const request = createRequest(http);
  return {
    send: (form: FeedbackForm) => request.post<Feedback>(FEEDBACK_API.info, form, { hideSuccessTip: true }),
    handle: (id: number, status: number, reply: string) =>
      request.put<Feedback>(FEEDBACK_API.info, { id, status, reply }),
    list: (query: PageQuery<FeedbackFilters>) =>
      request.get<PageAnswer<Feedback>>(FEEDBACK_API.list, { params: query }),
    summary: () => request.get<FeedbackSummary>(FEEDBACK_API.summary),
    mine: (pageNum = 1, pageSize = 10) =>
      request.get<PageAnswer<Feedback>>(FEEDBACK_API.mine, { params: { pageNum, pageSize } }),
  };
};
