import { H5, HTMLTable, NonIdealState, Spinner } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { PageFrame } from "../../ui/kit/PageFrame";
import { useLoaded } from "../../ui/kit/useLoaded";
import { DetailFacts, DetailPending } from "./DetailFacts";
import { LoadFailed } from "./LoadFailed";
import { publicItemText } from "./publicItemMessages";
import { useDirectoryApi } from "./useDirectoryApi";
import { useQueryId } from "./useQueryValue";
import "./portalDirectory.css";

const percent = (value: number | null) => (value === null ? "—" : `${(value * 100).toFixed(1)}%`);
const kilobytes = (bytes: number) => publicItemText("kilobytes", { n: (bytes / 1024).toFixed(1) });

/** A public model, read-only and without a sign-in: its facts and its public versions. */
export default function ModelDetailPage() {
  const id = useQueryId("id");
  const api = useDirectoryApi();
  const model = useLoaded(() => api.model(id ?? 0), id === null ? null : `model:${id}`);
  const versions = useLoaded(() => api.modelVersions(id ?? 0), id === null ? null : `versions:${id}`);
  const data = model.data;
  return (
    <PageFrame title={data?.name ?? publicItemText("modelTitle")} onBack={() => history.back()}>
      <DetailPending id={id} loaded={model} />
      {data && (
        <>
          <DetailFacts
            name={data.name}
            description={data.description}
            facts={[
              [publicItemText("modelCategory"), data.category],
              [publicItemText("owner"), data.ownerName],
              [t("field.createTime"), data.createTime],
              [publicItemText("updateTime"), data.updateTime],
            ]}
          />
          <H5>{publicItemText("publicVersions")}</H5>
          {versions.failed && !versions.data ? (
            <LoadFailed onRetry={versions.reload} />
          ) : !versions.data ? (
            <Spinner size={24} />
          ) : versions.data.length === 0 ? (
            <NonIdealState icon="git-branch" title={publicItemText("noPublicVersions")} />
          ) : (
            <HTMLTable compact striped className="ws-fill" aria-label={publicItemText("publicVersions")}>
              <thead>
                <tr>
                  <th>{publicItemText("versions")}</th>
                  <th>{publicItemText("trainer")}</th>
                  <th>{publicItemText("labels")}</th>
                  <th>{publicItemText("accuracy")}</th>
                  <th>{t("field.size")}</th>
                  <th>{t("field.status")}</th>
                  <th>{t("field.createTime")}</th>
                  <th>{publicItemText("description")}</th>
                </tr>
              </thead>
              <tbody>
                {versions.data.map((version) => (
                  <tr key={version.id}>
                    <td>{version.version}</td>
                    <td>{version.trainerTitle}</td>
                    <td>{version.labels.join("、")}</td>
                    <td>{percent(version.accuracy)}</td>
                    <td>{kilobytes(version.fileSize)}</td>
                    <td>{version.statusText}</td>
                    <td>{version.createTime}</td>
                    <td className="ws-pd-prewrap">{version.description}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
        </>
      )}
    </PageFrame>
  );
}
