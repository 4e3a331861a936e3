/** The feedback shapes are the contract's (src/contracts/feedback.ts), as the server answers them. */
export type { Feedback, FeedbackFilters, FeedbackSummary } from "../../contracts/feedback";
/** What the form edits: the fields a feedback is saved with. */
export type { FeedbackFields as FeedbackForm } from "../../contracts/feedback";
