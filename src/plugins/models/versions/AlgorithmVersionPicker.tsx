import { FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useSession } from "../../../ui/CoreContext";
import { useLoaded } from "../../../ui/kit/useLoaded";
import type { AlgorithmChoice, AlgorithmInfo } from "../api";
import { modelsText } from "../messages";

/** The picked algorithm and its version; 0 for none. */
export interface AlgorithmVersionPick {
  algorithmId: number;
  versionId: number;
}

export const NO_ALGORITHM: AlgorithmVersionPick = { algorithmId: 0, versionId: 0 };

/**
 * 算法 and 算法版本 a model version relates to (optional: 不关联算法 by default): the user's own
 * algorithms and the public ones (another's named with its owner), then the versions of the chosen
 * one the user may read (alg-info).
 */
export function AlgorithmVersionPicker({
  value,
  onChange,
  loadAlgorithms,
  loadInfo,
}: {
  value: AlgorithmVersionPick;
  onChange: (next: AlgorithmVersionPick) => void;
  loadAlgorithms: () => Promise<AlgorithmChoice[]>;
  loadInfo: (algorithmId: number) => Promise<AlgorithmInfo>;
}) {
  const me = useSession().user?.id;
  const algorithms = useLoaded(loadAlgorithms, "algorithms").data ?? [];
  const info = useLoaded(
    () => loadInfo(value.algorithmId),
    value.algorithmId ? `algorithm:${value.algorithmId}` : null,
  );
  const versions = info.dataKey === `algorithm:${value.algorithmId}` ? (info.data?.versions ?? []) : [];
  return (
    <>
      <FormGroup label={modelsText("algorithm")} labelFor="model-version-algorithm">
        <HTMLSelect
          id="model-version-algorithm"
          fill
          value={value.algorithmId}
          onChange={(event) => onChange({ algorithmId: Number(event.currentTarget.value), versionId: 0 })}
          options={[
            { value: 0, label: modelsText("noAlgorithm") },
            ...algorithms.map((algorithm) => ({
              value: algorithm.id,
              label:
                String(algorithm.userId) === String(me)
                  ? algorithm.name
                  : modelsText("algorithmOwner", { name: algorithm.name, owner: algorithm.userName }),
            })),
          ]}
        />
      </FormGroup>
      {value.algorithmId > 0 && (
        <FormGroup label={modelsText("algorithmVersion")} labelFor="model-version-algorithm-version">
          <HTMLSelect
            id="model-version-algorithm-version"
            fill
            value={value.versionId}
            onChange={(event) => onChange({ ...value, versionId: Number(event.currentTarget.value) })}
            options={[
              { value: 0, label: modelsText("noAlgorithm") },
              ...versions.map((version) => ({
                value: version.id,
                label: `${version.version} · ${version.trainerTitle}`,
              })),
            ]}
          />
        </FormGroup>
      )}
    </>
  );
}
