/** A feedback as the server answers it (server/feedback/feedbackStore.ts). */
export interface Feedback {
  id: number;
  userId: number | null;
  feedbackUser: string;
  feedbackCompany: string;
  feedbackContactNumber: string;
  feedbackEmail: string;
  feedbackType: number;
  feedbackContent: string;
  feedbackRelationPageId: string;
  status: number;
  reply: string;
  replyTime: string;
  handlerName: string;
  createTime: string;
}

export type FeedbackForm = Pick<
  Feedback,
  | "feedbackUser"
  | "feedbackCompany"
  | "feedbackContactNumber"
  | "feedbackEmail"
  | "feedbackType"
  | "feedbackContent"
  | "feedbackRelationPageId"
>;

export interface FeedbackSummary {
  total: number;
  byType: Record<string, number>;
  byStatus: Record<string, number>;
}

export interface FeedbackFilters {
  keyword: string;
  feedbackType?: number;
  status?: number;
  startTime?: number;
  endTime?: number;
}
