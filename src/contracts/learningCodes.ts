import { SERVICE_CODES } from "./serviceCodes";

/**
 * AI服务's codes (ai-domain §6: aiServe, under 能力发布), without TypeBox: the learning plugin's
 * manifest is part of the sign-in page's bundle (design §6) and reads them; server/learning demands
 * the same.
 */
export const LEARNING_CODES = [SERVICE_CODES.aiServe] as const;
