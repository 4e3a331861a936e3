import { STORAGE_API } from "../../contracts/storage";
import { fillPath } from "../../contracts/paths";
import type { AxiosInstance } from "axios";
import { ACCOUNT_API, SMS_TYPE, type AccountProfile } from "../../contracts/account";
import {
  HOMEPAGE_API,
  type CaseFields,
  type CooperateCase,
  type Education,
  type EducationFields,
  type GeneralMessage,
  type SharedItem,
  type UserHomepage,
} from "../../contracts/userHomepage";
import { createRequest } from "../../core/request";
import type { Page } from "../../contracts/paging";

export interface QuotaEntry {
  storage_name: string;
  /** KiB. */
  group_block_soft: number;
  group_block_used: number;
}

/** A published service as 16 A's publish-manage/publishs pages it (the fields the glance shows). */
export interface PublishedService {
  id: number;
  name: string;
  status: number;
  callCount?: number;
  modelName?: string;
}

export type {
  AccountProfile,
  CaseFields,
  CooperateCase,
  Education,
  EducationFields,
  GeneralMessage,
  Page,
  SharedItem,
  UserHomepage,
};

/** The personal plugin's calls: account settings, SMS codes, the user homepage and the glance. */
export function personalApi(http: AxiosInstance) {
  const request = createRequest(http);
  return {
    profile: () => request.get<AccountProfile>(ACCOUNT_API.profile),
    saveDisplayName: (displayName: string) =>
      request.put<AccountProfile>(ACCOUNT_API.profile, { displayName }),
    saveAvatar: (attributeContent: string) =>
      request.put<AccountProfile>(ACCOUNT_API.avatar, { type: 1, attributeContent }),
    /** Failures are the caller's to show (发送失败 …), so no automatic tip. */
    sendCode: (type: number, phone: string) =>
      request.get<{ message: string }>(ACCOUNT_API.smsSend, {
        params: type === SMS_TYPE.phone ? { type, phone } : { type },
        hideTip: true,
      }),
    validateCode: (body: { type: number; code: string; phone?: string; password?: string }) =>
      request.post<{ message: string }>(ACCOUNT_API.smsValid, body, { hideTip: true, hideSuccessTip: true }),

    homepage: (userId?: number) =>
      request.get<UserHomepage>(HOMEPAGE_API.page, { params: userId ? { userId } : {} }),
    saveAbout: (organisation: string, introduction: string) =>
      request.post(HOMEPAGE_API.save, { organisation, introduction }),
    addEducation: (fields: EducationFields) => request.post(HOMEPAGE_API.education, fields),
    updateEducation: (id: number, fields: EducationFields) =>
      request.put(fillPath(HOMEPAGE_API.educationOf, { id }), fields),
    removeEducation: (id: number) => request.del(fillPath(HOMEPAGE_API.educationOf, { id })),
    addCase: (fields: CaseFields) => request.post(HOMEPAGE_API.cases, fields),
    updateCase: (id: number, fields: CaseFields) =>
      request.put(fillPath(HOMEPAGE_API.caseOf, { id }), fields),
    removeCase: (id: number) => request.del(fillPath(HOMEPAGE_API.caseOf, { id })),

    generalMessage: () => request.get<GeneralMessage>(HOMEPAGE_API.generalMessage, { hideTip: true }),
    /** The storage gateway's `{ code, info, spec }`; a failure (no HPC account: 506) is the glance's to show. */
    quotas: async (): Promise<QuotaEntry[]> => {
      const body = await request.raw.get<{ code: number; info?: string; spec?: QuotaEntry[] }>(
        STORAGE_API.storageQuotas,
        {
          hideTip: true,
        },
      );
      if (body.code !== 200) throw new Error(body.info ?? `code ${body.code}`);
      return body.spec ?? [];
    },
    services: () =>
      request.get<Page<PublishedService>>(SERVICES_PATH, {
        params: { pageNum: 1, pageSize: 5 },
        hideTip: true,
      }),
  };
}

/** 16 A's published services of the user (ai-domain §7 publish-manage GET publishs). */
export const SERVICES_PATH = "/api/aimanager/v1/publish-manage/publishs";

export type PersonalApi = ReturnType<typeof personalApi>;
