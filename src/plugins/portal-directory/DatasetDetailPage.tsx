import { useState } from "react";
import { Card, FormGroup, H5, HTMLSelect, NonIdealState, Spinner } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { formatCount, ListPager } from "../../ui/kit/list";
import { PageFrame } from "../../ui/kit/PageFrame";
import { useLoaded } from "../../ui/kit/useLoaded";
import { DetailFacts, DetailPending } from "./DetailFacts";
import { LoadFailed } from "./LoadFailed";
import type { PortalDirectoryApi } from "./api";
import { publicItemText } from "./publicItemMessages";
import type { PublicDatasetVersion } from "./publicItems";
import { useDirectoryApi } from "./useDirectoryApi";
import { useQueryId } from "./useQueryValue";
import "./portalDirectory.css";

const ITEMS_PER_PAGE = 24;

/**
 * A public dataset, read-only and without a sign-in (what the search opens): its facts, its versions
 * and a page of the chosen version's images. A private or deleted dataset answers 404 and shows the
 * failure.
 */
export default function DatasetDetailPage() {
  const id = useQueryId("id");
  const api = useDirectoryApi();
  const dataset = useLoaded(() => api.dataset(id ?? 0), id === null ? null : `dataset:${id}`);
  const versions = useLoaded(() => api.datasetVersions(id ?? 0), id === null ? null : `versions:${id}`);
  const data = dataset.data;
  return (
    <PageFrame title={data?.dataSetName ?? publicItemText("datasetTitle")} onBack={() => history.back()}>
      <DetailPending id={id} loaded={dataset} />
      {data && (
        <>
          <DetailFacts
            name={data.dataSetName}
            description={data.description}
            facts={[
              [publicItemText("owner"), data.userName],
              [publicItemText("versionCount"), data.versionCount],
              [publicItemText("itemCount"), formatCount(data.itemCount)],
              [t("field.createTime"), data.createTime],
              [publicItemText("updateTime"), data.updateTime],
            ]}
          />
          {versions.failed && !versions.data ? (
            <LoadFailed onRetry={versions.reload} />
          ) : !versions.data ? (
            <Spinner size={24} />
          ) : (
            <VersionItems api={api} dataSetId={data.id} versions={versions.data} />
          )}
        </>
      )}
    </PageFrame>
  );
}

/** The chosen version's images, a page at a time (the newest version first). */
function VersionItems({
  api,
  dataSetId,
  versions,
}: {
  api: PortalDirectoryApi;
  dataSetId: number;
  versions: PublicDatasetVersion[];
}) {
  const [versionId, setVersionId] = useState(versions.at(-1)?.id ?? 0);
  const [pageNum, setPageNum] = useState(1);
  const key = JSON.stringify({ versionId, pageNum });
  const items = useLoaded(
    () => api.datasetItems({ dataSetId, versionId, pageNum, pageSize: ITEMS_PER_PAGE }),
    versionId ? key : null,
  );
  const shown = items.dataKey === key ? items.data : null;
  return (
    <Card className="ws-pd-card">
      <H5>{publicItemText("itemPreview")}</H5>
      <FormGroup label={publicItemText("versions")} labelFor="ws-pd-dataset-version" inline>
        <HTMLSelect
          id="ws-pd-dataset-version"
          value={versionId}
          onChange={(event) => {
            setVersionId(Number(event.currentTarget.value));
            setPageNum(1);
          }}
          options={[...versions].reverse().map((version) => ({
            value: version.id,
            label: publicItemText("versionOption", { version: version.version, count: version.itemCount }),
          }))}
        />
      </FormGroup>
      {items.failed && !shown ? (
        <LoadFailed onRetry={items.reload} />
      ) : !shown ? (
        <Spinner size={24} />
      ) : shown.list.length === 0 ? (
        <NonIdealState icon="media" title={publicItemText("noItems")} />
      ) : (
        <ul className="ws-pd-thumbs" aria-label={publicItemText("itemPreview")}>
          {shown.list.map((item) => (
            <li key={item.id} className="ws-pd-thumb">
              <img src={api.itemFileUrl(item.id)} alt={item.fileName} loading="lazy" />
              <span className="ws-pd-clamp" title={item.fileName}>
                {item.fileName}
              </span>
              <span className="ws-pd-muted">
                {publicItemText("itemSize", { width: item.width, height: item.height })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <ListPager
        total={shown?.total ?? 0}
        loaded={shown !== null}
        page={pageNum}
        pageSize={ITEMS_PER_PAGE}
        pageSizes={[ITEMS_PER_PAGE]}
        onPage={setPageNum}
        onPageSize={() => undefined}
      />
    </Card>
  );
}
