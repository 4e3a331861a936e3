import type { AxiosInstance } from "axios";
import { createRequest } from "../../core/request";
import {
  OPERATION_RESOURCE_PATHS as PATHS,
  type ApplicationEntry,
  type ApplicationUsage,
  type Paged,
  type ResourceSpec,
  type ResourceSpecFields,
  type ResourceSpecPageQuery,
  type UsagePageQuery,
  type UsageQuery,
  type UsageRow,
} from "../../contracts/operationResources";

/** Empty filters are left out of the query. */
const params = (query: object) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== "" && value !== undefined));

/** The resource specification and usage pages' calls (src/contracts/operationResources.ts). */
export function resourcesApi(http: AxiosInstance) {
  const request = createRequest(http);
  return {
    specPage: (query: ResourceSpecPageQuery) =>
      request.get<Paged<ResourceSpec>>(PATHS.specPage, { params: params(query) }),
    /** A 400's reason shows in the form (the http layer leaves 400 to the page), which stays open. */
    saveSpec: (fields: ResourceSpecFields, id?: number) =>
      id
        ? request.put<ResourceSpec>(PATHS.spec, { ...fields, id })
        : request.post<ResourceSpec>(PATHS.spec, fields),
    removeSpec: (id: number) => request.del(PATHS.specOne(id)),
    applications: () => request.get<ApplicationEntry[]>(PATHS.applicationList),
    usageTotals: (query: UsageQuery) =>
      request.get<ApplicationUsage[]>(PATHS.resourceInfo, { params: params(query) }),
    usagePage: (query: UsagePageQuery) =>
      request.get<Paged<UsageRow>>(PATHS.resourceInfoPage, { params: params(query) }),
  };
}
export type ResourcesApi = ReturnType<typeof resourcesApi>;
