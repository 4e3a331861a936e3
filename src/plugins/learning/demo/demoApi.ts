import type { AxiosInstance } from "axios";
import type { Page } from "../../../contracts/paging";
import { fillPath } from "../../../contracts/paths";
import { SERVICES_API, type PublicService } from "../../../contracts/services";
import { createRequest } from "../../../core/request";
import type { InferenceAnswer } from "../../shared/servicePublishing";

/** The largest picture the demo sends (the page says so before the server does). */
export const DEMO_IMAGE_MAX_BYTES = 4 * 1024 * 1024;
export const DEMO_IMAGE_TYPES = ["image/png", "image/jpeg"];

export type { InferenceAnswer, PublicService };

/** The demo's calls of 16 A's public publish-manage paths (no sign-in); a refusal is the page's to show. */
export function demoApi(http: AxiosInstance) {
  const request = createRequest(http);
  return {
    /** The running public services (the demo can call only those), the first 100. */
    services: (keyword: string) =>
      request.get<Page<PublicService>>(SERVICES_API.publicPage, {
        params: { keyword, status: 1, pageNum: 1, pageSize: 100 },
      }),
    /** One public service (a link's `?id=`), whether or not it is among the first 100. */
    service: (id: number) =>
      request.get<PublicService>(fillPath(SERVICES_API.publicOne, { id }), { hideTip: true }),
    infer: (serviceId: number, image: File) => {
      const form = new FormData();
      form.append("file", image, image.name);
      return request.post<InferenceAnswer>(fillPath(SERVICES_API.demo, { id: serviceId }), form, {
        hideTip: true,
        hideSuccessTip: true,
      });
    },
  };
}
