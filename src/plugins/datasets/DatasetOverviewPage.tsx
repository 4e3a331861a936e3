import { Card, H5 } from "@blueprintjs/core";
import { useCore } from "../../ui/CoreContext";
import { formatCount, PagedTable, usePagedList, type Column } from "../../ui/kit/list";
import { useLoaded } from "../../ui/kit/useLoaded";
import { SlotRowActions } from "../../ui/kit/slots";
import { PUBLIC_RESOURCE_ACTIONS } from "../shared/sharingSlots";

import { PageFrame } from "../../ui/kit/PageFrame";
import { navigate } from "../../ui/routing/hashLocation";
import { DATASET_PAGES } from "./paths";
import { pageDatasets, pagePublicDatasets } from "./api";
import { datasetsText } from "./messages";
import type { Dataset } from "./types";
import "./datasets.css";

/** The page size used to sum the user's versions and items (the contract has no count call). */
const COUNT_PAGE_SIZE = 1000;

interface Counts {
  mine: number;
  versions: number;
  items: number;
}

/**
 * 数据集概览: counts of the user's datasets, versions and items, public datasets, and the public list; a row opens
 * the dataset's detail page (read only for another user).
 */
export default function DatasetOverviewPage() {
  const { http } = useCore();
  const counts = useLoaded<Counts>(async () => {
    const page = await pageDatasets(http, { pageNum: 1, pageSize: COUNT_PAGE_SIZE });
    return {
      mine: page.total,
      versions: page.list.reduce((sum, row) => sum + (row.versionCount ?? 0), 0),
      items: page.list.reduce((sum, row) => sum + (row.itemCount ?? 0), 0),
    };
  }, "counts").data;
  const publicList = usePagedList((query) => pagePublicDatasets(http, query), {
    filters: { dataSetName: "" },
  });

  const tiles: [string, number | undefined][] = [
    [datasetsText("countMine"), counts?.mine],
    [datasetsText("countVersions"), counts?.versions],
    [datasetsText("countItems"), counts?.items],
    [datasetsText("countPublic"), publicList.loading && !publicList.total ? undefined : publicList.total],
  ];
  const columns: Column<Dataset>[] = [
    { key: "name", title: datasetsText("dataSetName"), width: 180, render: (row) => row.dataSetName },
    { key: "description", title: datasetsText("description"), render: (row) => row.description || "-" },
    { key: "owner", title: datasetsText("owner"), width: 100, render: (row) => row.userName },
    {
      key: "versions",
      title: datasetsText("versionCount"),
      width: 70,
      render: (row) => formatCount(row.versionCount),
    },
    {
      key: "items",
      title: datasetsText("itemCount"),
      width: 80,
      render: (row) => formatCount(row.itemCount),
    },
    {
      key: "updateTime",
      title: datasetsText("updateTime"),
      className: "ws-list-nowrap",
      width: 150,
      render: (row) => row.updateTime,
    },
  ];
  return (
    <PageFrame title={datasetsText("overviewTitle")} className="ws-ds-page">
      <div className="ws-ds-counts">
        {tiles.map(([title, value]) => (
          <Card key={title} compact className="ws-ds-count" role="group" aria-label={title}>
            <span className="ws-ds-muted">{title}</span>
            <strong>{value === undefined ? "-" : formatCount(value)}</strong>
          </Card>
        ))}
      </div>
      <H5>{datasetsText("publicList")}</H5>
      <PagedTable
        aria-label={datasetsText("publicList")}
        list={publicList}
        columns={columns}
        rowKey={(row) => row.id}
        actions={(row) => (
          <SlotRowActions
            slot={PUBLIC_RESOURCE_ACTIONS}
            row={{ resourceType: 1, id: row.id, name: row.dataSetName, ownerId: row.userId }}
          />
        )}
        // a public dataset opens its detail page, read only for anyone but its owner
        onRowClick={(row) => navigate(DATASET_PAGES.detail.link({}, { id: row.id, from: "overview" }))}
      />
    </PageFrame>
  );
}
