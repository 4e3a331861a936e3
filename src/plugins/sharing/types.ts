/** The server's shapes (src/contracts/sharing.ts), under the names the pages use. */
export type { ApplyOrder, CaseFields, OrderStat, ShareCase } from "../../contracts/sharing";

/** The order lists' filters (the list kit's query beside pageNum and pageSize). */
export interface OrderFilters {
  keyword: string;
  resourceType?: number;
  status?: number;
  startTime?: number;
  endTime?: number;
}
