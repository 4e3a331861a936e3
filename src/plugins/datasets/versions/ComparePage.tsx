import { useState } from "react";
import { Button, HTMLSelect, HTMLTable, NonIdealState, Spinner, Tag } from "@blueprintjs/core";
import { useCore } from "../../../ui/CoreContext";
import { PageFrame } from "../../../ui/kit/PageFrame";
import { useLoaded } from "../../../ui/kit/useLoaded";
import { currentQuery, navigate } from "../../../ui/routing/hashLocation";
import { t } from "../../../core/messages";
import type { VersionComparison } from "../../../contracts/datasetVersions";
import { getDataset, listVersions } from "../api";
import { useThumbnails } from "../detail/useThumbnails";
import { DATASET_PAGES } from "../paths";
import { compareVersions } from "../versionApi";
import { ChangedImagePair } from "./ChangedImagePair";
import { ImageStrip } from "./ImageStrip";
import { datasetVersionsText } from "./versionMessages";
import "./versions.css";

/** The page's query: `?id=` the dataset, `base=` and `target=` the versions. */
function useCompareQuery() {
  const query = currentQuery();
  return {
    id: Number(query.get("id")),
    base: Number(query.get("base")),
    target: Number(query.get("target")),
  };
}

/**
 * 版本对比 (`…/dataset/management/compare?id=&base=&target=`): two versions of a dataset side by side:
 * images added and removed, boxes added, removed and moved, counts per label, and each image whose
 * boxes changed shown in both versions.
 */
export default function ComparePage() {
  const { http } = useCore();
  const { id, base, target } = useCompareQuery();
  const [picked, setPicked] = useState({ base, target });
  const meta = useLoaded(
    () => Promise.all([getDataset(http, id), listVersions(http, id)]),
    `compare-meta:${id}`,
  );
  const ready = base > 0 && target > 0 && base !== target;
  const compared = useLoaded(
    () => compareVersions(http, id, base, target),
    ready ? `compare:${id}:${base}:${target}` : null,
  );
  const back = () => navigate(DATASET_PAGES.detail.link({}, { id }));
  const versions = meta.data?.[1] ?? [];
  const start = () =>
    navigate(DATASET_PAGES.compare.link({}, { id, base: picked.base, target: picked.target }));

  const select = (side: "base" | "target", label: string) => (
    <label className="ws-list-field">
      {label}{" "}
      <HTMLSelect
        aria-label={label}
        value={picked[side] || ""}
        onChange={(event) => {
          const value = Number(event.currentTarget.value);
          setPicked((prev) => ({ ...prev, [side]: value }));
        }}
        options={[{ value: "", label: "—" }, ...versions.map((v) => ({ value: v.id, label: v.version }))]}
      />
    </label>
  );

  return (
    <PageFrame
      title={`${datasetVersionsText("compareTitle")}${meta.data ? ` · ${meta.data[0].dataSetName}` : ""}`}
      onBack={back}
      backText={t("action.back")}
    >
      <div className="ws-list-toolbar" role="group" aria-label={datasetVersionsText("compareHint")}>
        {select("base", datasetVersionsText("baseVersion"))}
        {select("target", datasetVersionsText("targetVersion"))}
        <Button
          intent="primary"
          text={datasetVersionsText("startCompare")}
          disabled={!picked.base || !picked.target || picked.base === picked.target}
          onClick={start}
        />
      </div>
      {!ready && (
        <NonIdealState
          icon="comparison"
          title={datasetVersionsText("pickTwo")}
          description={datasetVersionsText("compareHint")}
        />
      )}
      {ready && compared.loading && !compared.data && <Spinner className="ws-page-spinner" />}
      {ready && compared.data && <Comparison id={id} comparison={compared.data} />}
    </PageFrame>
  );
}

function Stat({
  label,
  value,
  intent,
}: {
  label: string;
  value: number;
  intent?: "success" | "danger" | "warning";
}) {
  return (
    <div className="ws-dsv-stat" role="group" aria-label={`${label} ${value}`}>
      <span>{label}</span>
      <strong className={intent ? `bp6-text-${intent}` : undefined}>{value}</strong>
    </div>
  );
}

function Comparison({ comparison: c }: { id: number; comparison: VersionComparison }) {
  const { http } = useCore();
  const [chosen, setChosen] = useState(0);
  const addedIds = c.images.added.slice(0, 24).map((image) => image.itemId);
  const removedIds = c.images.removed.slice(0, 24).map((image) => image.itemId);
  const urls = useThumbnails(http, [...addedIds, ...removedIds]);
  const none =
    !c.images.addedTotal &&
    !c.images.removedTotal &&
    !c.boxes.addedTotal &&
    !c.boxes.removedTotal &&
    !c.boxes.movedTotal;
  const pair = c.changedImages[chosen];
  return (
    <>
      <h3>
        {c.base.version} → {c.target.version}
      </h3>
      <div className="ws-dsv-summary">
        <Stat label={datasetVersionsText("imagesAdded")} value={c.images.addedTotal} intent="success" />
        <Stat label={datasetVersionsText("imagesRemoved")} value={c.images.removedTotal} intent="danger" />
        <Stat label={datasetVersionsText("imagesKept")} value={c.images.kept} />
        <Stat label={datasetVersionsText("boxesAdded")} value={c.boxes.addedTotal} intent="success" />
        <Stat label={datasetVersionsText("boxesRemoved")} value={c.boxes.removedTotal} intent="danger" />
        <Stat label={datasetVersionsText("boxesMoved")} value={c.boxes.movedTotal} intent="warning" />
        <Stat label={datasetVersionsText("boxesUnchanged")} value={c.boxes.unchanged} />
      </div>
      {none && <NonIdealState icon="tick" title={datasetVersionsText("noDifference")} />}
      <section aria-label={datasetVersionsText("labelCounts")}>
        <h4>{datasetVersionsText("labelCounts")}</h4>
        <HTMLTable compact striped aria-label={datasetVersionsText("labelCounts")}>
          <thead>
            <tr>
              <th scope="col">{datasetVersionsText("label")}</th>
              <th scope="col">{c.base.version}</th>
              <th scope="col">{c.target.version}</th>
              <th scope="col">{datasetVersionsText("delta")}</th>
            </tr>
          </thead>
          <tbody>
            {c.labels.map((label) => (
              <tr key={label.labelId}>
                <th scope="row">
                  <Tag minimal style={{ borderLeft: `4px solid ${label.color}` }}>
                    {label.labelName}
                  </Tag>
                </th>
                <td>{label.base}</td>
                <td>{label.target}</td>
                <td>{label.delta > 0 ? `+${label.delta}` : label.delta}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </section>
      <div className="ws-dsv-columns">
        <ImageStrip
          title={datasetVersionsText("imagesAdded")}
          images={c.images.added.slice(0, 24)}
          total={c.images.addedTotal}
          urls={urls}
          boxes={c.boxes.added}
        />
        <ImageStrip
          title={datasetVersionsText("imagesRemoved")}
          images={c.images.removed.slice(0, 24)}
          total={c.images.removedTotal}
          urls={urls}
          boxes={c.boxes.removed}
        />
      </div>
      {c.changedImages.length > 0 && (
        <section aria-label={datasetVersionsText("changedImages")}>
          <h4>
            {datasetVersionsText("changedImages")}（{c.changedImagesTotal}）
          </h4>
          <div className="ws-list-toolbar" role="listbox" aria-label={datasetVersionsText("changedImages")}>
            {c.changedImages.slice(0, 50).map((image, index) => (
              <Button
                key={image.targetItemId}
                size="small"
                role="option"
                aria-selected={index === chosen}
                active={index === chosen}
                text={image.fileName}
                title={datasetVersionsText("boxChanges", {
                  added: image.added,
                  removed: image.removed,
                  moved: image.moved,
                })}
                onClick={() => setChosen(index)}
              />
            ))}
          </div>
          {pair && <ChangedImagePair comparison={c} image={pair} />}
        </section>
      )}
    </>
  );
}
