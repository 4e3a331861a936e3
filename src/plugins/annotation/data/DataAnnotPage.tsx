import { Spinner } from "@blueprintjs/core";
import { useCore } from "../../../ui/CoreContext";
import { PageFrame } from "../../../ui/kit/PageFrame";
import { useLoaded } from "../../../ui/kit/useLoaded";
import { navigate } from "../../../ui/routing/hashLocation";
import { FRONT_DESK } from "../../shared/menus/frontDesk";
import { listDatasets, listLabelGroups, listVersions } from "../api";
import { annotationDataText } from "../dataAnnotMessages";
import { dataAnnotHref, idParam, type DataAnnotQuery } from "../paths";
import type { Option } from "../types";
import { useQuery } from "../useQuery";
import { DataAnnotDesk } from "./DataAnnotDesk";
import { DataPicker } from "./DataPicker";
import { EmptyChoice } from "./EmptyChoice";
import { LoadFailed } from "./LoadFailed";
import "../annotation.css";

/** The option named in the address when it is one of `options`, else `fallback`'s. */
const chosen = (
  wanted: number | null,
  options: Option[] | null,
  fallback: (options: Option[]) => Option | undefined,
) => (!options ? null : ((options.find((option) => option.id === wanted) ?? fallback(options))?.id ?? null));

/**
 * 数据标注 (`data-annotations`, code data-label): the user picks one of their datasets, a version (the newest
 * by default) and one of their label groups, then annotates the version's images on the task pages' canvas
 * without a team task. The choice and the item live in the address (`?dataset=&version=&group=&item=`).
 */
export default function DataAnnotPage() {
  const { http } = useCore();
  const query = useQuery();
  const datasets = useLoaded(() => listDatasets(http), "datasets");
  const groups = useLoaded(() => listLabelGroups(http), "groups");
  const datasetId = chosen(idParam(query, "dataset"), datasets.data, (options) => options[0]);
  const versions = useLoaded(
    () => listVersions(http, datasetId!),
    datasetId ? `versions:${datasetId}` : null,
  );
  const versionList = versions.dataKey === `versions:${datasetId}` ? versions.data : null;
  const versionId = chosen(idParam(query, "version"), versionList, (options) => options[options.length - 1]);
  const groupId = chosen(idParam(query, "group"), groups.data, (options) => options[0]);
  const itemId = idParam(query, "item");

  const go = (next: DataAnnotQuery) => navigate(dataAnnotHref(next), { replace: true });
  const choice = {
    dataset: datasetId ?? undefined,
    version: versionId ?? undefined,
    group: groupId ?? undefined,
  };
  const choose = (field: "dataset" | "version" | "group", id: number) =>
    go(field === "dataset" ? { ...choice, dataset: id, version: undefined } : { ...choice, [field]: id });

  const body = () => {
    const failed = [datasets, groups, versions].find((loaded) => loaded.failed && !loaded.data);
    if (failed) return <LoadFailed error={failed.error} onRetry={failed.reload} />;
    if (!datasets.data || !groups.data) return <Spinner className="ws-annot-spinner" />;
    if (datasets.data.length === 0)
      return (
        <EmptyChoice
          icon="database"
          title={annotationDataText("noDatasets")}
          description={annotationDataText("noDatasetsHint")}
          href={FRONT_DESK.datasets.management.link()}
          action={annotationDataText("createDataset")}
        />
      );
    if (groups.data.length === 0)
      return (
        <EmptyChoice
          icon="tag"
          title={annotationDataText("noGroups")}
          description={annotationDataText("noGroupsHint")}
          href={FRONT_DESK.datasets.labelGroups.link()}
          action={annotationDataText("createGroup")}
        />
      );
    if (!datasetId || !versionId || !groupId) return <Spinner className="ws-annot-spinner" />;
    return (
      <DataAnnotDesk
        key={`${versionId}:${groupId}`}
        datasetId={datasetId}
        versionId={versionId}
        labelGroupId={groupId}
        itemId={itemId}
        onOpen={(item) => go({ ...choice, item })}
      />
    );
  };

  return (
    <PageFrame
      title={annotationDataText("title")}
      fill
      className="ws-annot-page ws-annot-fill"
      toolbar={
        <DataPicker
          datasets={datasets.data ?? []}
          versions={versionList ?? []}
          groups={groups.data ?? []}
          datasetId={datasetId}
          versionId={versionId}
          groupId={groupId}
          onChoose={choose}
        />
      }
    >
      {body()}
    </PageFrame>
  );
}
