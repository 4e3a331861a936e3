import { useState } from "react";
import { NonIdealState, Spinner } from "@blueprintjs/core";
import { useCore } from "../../../ui/CoreContext";
import { ListPager, loadFailureText } from "../../../ui/kit/list";
import { useLoaded } from "../../../ui/kit/useLoaded";
import { sharedFileUrl, sharedItems, sharedVersion } from "../versionApi";
import { BoxedImage } from "./BoxedImage";
import { datasetVersionsText } from "./versionMessages";
import "./versions.css";

/**
 * /home/sharePage?token=: a shared dataset version for anyone holding the link, no sign-in: its images
 * with their boxes, read-only, a page at a time; an expired, revoked or unknown link says so.
 */
export default function SharedVersionPage({ token }: { token: string }) {
  const { http } = useCore();
  const [paging, setPaging] = useState({ page: 1, size: 12 });
  const shared = useLoaded(() => sharedVersion(http, token), `shared:${token}`);
  const items = useLoaded(
    () => sharedItems(http, token, paging.page, paging.size),
    shared.data ? `shared-items:${token}:${paging.page}:${paging.size}` : null,
  );

  if (shared.failed)
    return (
      <main className="ws-page">
        <NonIdealState
          icon="disable"
          title={datasetVersionsText("sharedGone")}
          description={<span role="alert">{loadFailureText(shared.error)}</span>}
        />
      </main>
    );
  if (!shared.data)
    return <Spinner className="ws-page-spinner" aria-label={datasetVersionsText("sharedLoading")} />;
  const info = shared.data;
  return (
    <main className="ws-page" aria-labelledby="ws-shared-title">
      <h2 id="ws-shared-title">
        {info.dataSetName} {info.version}
      </h2>
      <p>
        {datasetVersionsText("sharedBy", {
          user: info.userName,
          name: info.dataSetName,
          version: info.version,
          count: info.itemCount,
        })}
        {"　"}
        {info.expireTime
          ? datasetVersionsText("sharedUntil", { time: info.expireTime })
          : datasetVersionsText("never")}
      </p>
      {info.description && <p className="ws-ds-muted">{info.description}</p>}
      {items.failed && (
        <NonIdealState
          icon="disable"
          title={datasetVersionsText("sharedGone")}
          description={<span role="alert">{loadFailureText(items.error)}</span>}
        />
      )}
      {!items.failed && (
        <ul
          className="ws-dsv-share-grid"
          aria-label={datasetVersionsText("sharedTitle")}
          style={{ listStyle: "none", padding: 0 }}
        >
          {(items.data?.list ?? []).map((item) => (
            <li key={item.itemId}>
              <BoxedImage
                src={sharedFileUrl(http, token, item.itemId)}
                width={item.width}
                height={item.height}
                label={item.fileName}
                boxes={item.boxes}
              />
              <div className="ws-dsv-caption">
                {item.fileName} ·{" "}
                {datasetVersionsText("boxesOf", { name: item.fileName, count: item.boxes.length })}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ListPager
        total={items.data?.total ?? info.itemCount}
        page={paging.page}
        pageSize={paging.size}
        pageSizes={[12, 24, 48]}
        loaded={!!items.data}
        onPage={(page) => setPaging((prev) => ({ ...prev, page }))}
        onPageSize={(size) => setPaging({ page: 1, size })}
      />
    </main>
  );
}
