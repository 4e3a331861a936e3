import type { AxiosInstance } from "axios";
import { createRequest } from "../../../core/request";
import type { InferenceAnswer } from "../../shared/servicePublishing";

/** 16 A's public calls of publish-manage (no sign-in). */
export const PUBLISH_API = "/api/aimanager/v1/publish-manage";
/** The largest picture the demo sends (the page says so before the server does). */
export const DEMO_IMAGE_MAX_BYTES = 4 * 1024 * 1024;
export const DEMO_IMAGE_TYPES = ["image/png", "image/jpeg"];

export interface PublicService {
  id: number;
  name: string;
  description: string;
  taskType: "classification" | "detection";
  modelName: string;
  modelVersion: string;
  ownerName: string;
  callCount: number;
  status: number;
}

export type { InferenceAnswer };

/** The demo's calls; a refusal is the page's to show (no automatic tip). */
export function demoApi(http: AxiosInstance) {
  const request = createRequest(http, PUBLISH_API);
  return {
    /** The running public services (the demo can call only those), the first 100. */
    services: (keyword: string) =>
      request.get<{ list: PublicService[]; total: number }>("public-page", {
        params: { keyword, status: 1, pageNum: 1, pageSize: 100 },
      }),
    /** One public service (a link's `?id=`), whether or not it is among the first 100. */
    service: (id: number) => request.get<PublicService>(`public/${id}`, { hideTip: true }),
    infer: (serviceId: number, image: File) => {
      const form = new FormData();
      form.append("file", image, image.name);
      return request.post<InferenceAnswer>(`demo/${serviceId}`, form, {
        hideTip: true,
        hideSuccessTip: true,
      });
    },
  };
}
