import { Card, H5, HTMLTable, NonIdealState, Spinner } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { PageFrame } from "../../ui/kit/PageFrame";
import { useLoaded } from "../../ui/kit/useLoaded";
import { DetailFacts, DetailPending } from "./DetailFacts";
import { LoadFailed } from "./LoadFailed";
import { publicItemText } from "./publicItemMessages";
import type { PublicAlgorithmVersion } from "./publicItems";
import { useDirectoryApi } from "./useDirectoryApi";
import { useQueryId } from "./useQueryValue";
import "./portalDirectory.css";

/**
 * A public algorithm, read-only and without a sign-in: its facts and its public versions, each with
 * the trainer it trains with and its hyper-parameters (value and meaning).
 */
export default function AlgorithmDetailPage() {
  const id = useQueryId("id");
  const api = useDirectoryApi();
  const algorithm = useLoaded(() => api.algorithm(id ?? 0), id === null ? null : `algorithm:${id}`);
  const versions = useLoaded(() => api.algorithmVersions(id ?? 0), id === null ? null : `versions:${id}`);
  const data = algorithm.data;
  return (
    <PageFrame title={data?.name ?? publicItemText("algorithmTitle")} onBack={() => history.back()}>
      <DetailPending id={id} loaded={algorithm} />
      {data && (
        <>
          <DetailFacts
            name={data.name}
            description={data.description}
            facts={[
              [publicItemText("algorithmType"), data.typeName],
              [publicItemText("owner"), data.userName],
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
            <div className="ws-pd-result-list" role="list" aria-label={publicItemText("publicVersions")}>
              {versions.data.map((version) => (
                <div role="listitem" key={version.id}>
                  <AlgorithmVersionCard version={version} />
                </div>
              ))}
            </div>
          )}
        </>
      )}
    </PageFrame>
  );
}

function AlgorithmVersionCard({ version }: { version: PublicAlgorithmVersion }) {
  return (
    <Card compact className="ws-pd-card" aria-label={version.version}>
      <H5 className="ws-pd-card-title">{version.version}</H5>
      <div className="ws-pd-facts">
        <span>
          {publicItemText("trainer")}：{version.trainerTitle}
        </span>
        <span>
          {t("field.createTime")}：{version.createTime}
        </span>
      </div>
      {version.description && <p className="ws-pd-prewrap">{version.description}</p>}
      <HTMLTable
        compact
        className="ws-fill"
        aria-label={`${version.version} ${publicItemText("parameters")}`}
      >
        <thead>
          <tr>
            <th>{publicItemText("parameterName")}</th>
            <th>{publicItemText("parameterValue")}</th>
            <th>{publicItemText("parameterMeaning")}</th>
          </tr>
        </thead>
        <tbody>
          {version.parameters.map((parameter) => (
            <tr key={parameter.name}>
              <td>
                <code>{parameter.name}</code>
              </td>
              <td>{parameter.value}</td>
              <td className="ws-pd-muted">{parameter.description}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}
