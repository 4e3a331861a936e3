import { useState } from "react";
import { Button, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { FilterBar, PagedTable, usePagedList } from "../../ui/kit/list";
import { PageFrame } from "../../ui/kit/PageFrame";
import { listNodes } from "./api";
import { NODE_COLUMNS } from "./columns";
import { systemText } from "./messages";
import { NodeUsageDialog } from "./NodeUsageDialog";
import { CLUSTERS, NODE_STATUSES, type CentreNode } from "./types";
import "./system.css";

interface Filters {
  cluster: string;
  status: string;
  name: string;
}
const NO_FILTERS: Filters = { cluster: "", status: "", name: "" };

/**
 * 节点管理 (node/list, node/use/list): the centre's nodes with their status and load, filtered by
 * cluster, status and name; 查看 shows a node's load over the last 24 hours.
 */
export default function NodePage() {
  const { http } = useCore();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [shown, setShown] = useState<CentreNode | null>(null);
  const list = usePagedList((query) => listNodes(http, query), { filters: NO_FILTERS });
  const set = (patch: Partial<Filters>) => setDraft((prev) => ({ ...prev, ...patch }));
  return (
    <PageFrame title={systemText("nodesTitle")}>
      <FilterBar
        aria-label={systemText("nodesTitle")}
        onSearch={() => list.search(draft)}
        onReset={() => {
          setDraft(NO_FILTERS);
          list.search(NO_FILTERS);
        }}
        actions={<Button size="small" icon="refresh" text={t("action.refresh")} onClick={list.refresh} />}
      >
        <HTMLSelect
          aria-label={systemText("cluster")}
          value={draft.cluster}
          onChange={(event) => set({ cluster: event.currentTarget.value })}
        >
          <option value="">{systemText("allClusters")}</option>
          {CLUSTERS.map((cluster) => (
            <option key={cluster} value={cluster}>
              {cluster}
            </option>
          ))}
        </HTMLSelect>
        <HTMLSelect
          aria-label={systemText("nodeStatus")}
          value={draft.status}
          onChange={(event) => set({ status: event.currentTarget.value })}
        >
          <option value="">{systemText("allStatuses")}</option>
          {NODE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {systemText(status)}
            </option>
          ))}
        </HTMLSelect>
        <InputGroup
          size="small"
          aria-label={systemText("nodeName")}
          placeholder={systemText("nodeName")}
          value={draft.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
        />
      </FilterBar>
      <PagedTable
        aria-label={systemText("nodeList")}
        list={list}
        columns={NODE_COLUMNS}
        rowKey={(row) => row.name}
        actions={(row) => (
          <Button
            size="small"
            variant="minimal"
            intent="primary"
            text={t("action.view")}
            onClick={() => setShown(row)}
          />
        )}
      />
      <NodeUsageDialog node={shown} onClose={() => setShown(null)} />
    </PageFrame>
  );
}
