import { useCallback, useEffect, useState } from "react";
import { Button, Callout, Dialog, DialogBody, HTMLTable, NonIdealState } from "@blueprintjs/core";
import { t } from "../../../core/messages";
import { listText, PublicSwitch, useConfirmDelete, useRefusal } from "../../../ui/kit/list";
import { STORAGE_PICKER } from "../../shared/storagePicker";
import { useService } from "../../../ui/PluginScope";
import type { Algorithm, AlgorithmsApi, AlgorithmVersion } from "../api";
import { algorithmsText } from "../messages";
import type { AlgorithmRights } from "../permissions";
import { VersionForm } from "./VersionForm";

const paramsText = (params: Record<string, number>) =>
  Object.entries(params)
    .map(([name, value]) => `${name}=${value}`)
    .join(", ");

/**
 * An algorithm's versions: trainer and hyper-parameters, package (chosen from storage with the
 * storage picker), public flag, the count of models using it, 新增 / 复制 / 删除.
 */
export function VersionsDialog({
  api,
  algorithm,
  rights,
  onClose,
}: {
  api: AlgorithmsApi;
  algorithm: Algorithm;
  /** The user's rights on this algorithm (none on another user's). */
  rights: AlgorithmRights;
  onClose: () => void;
}) {
  const picker = useService(STORAGE_PICKER);
  const [versions, setVersions] = useState<AlgorithmVersion[] | null>(null);
  const [creating, setCreating] = useState(false);
  const [counts, setCounts] = useState<Record<number, number>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const { confirmDelete, confirmElement } = useConfirmDelete();
  const refused = useRefusal("algorithms");

  const load = useCallback(
    () => api.versions(algorithm.id).then(setVersions, () => setVersions([])),
    [api, algorithm.id],
  );
  useEffect(() => {
    void load();
  }, [load]);

  /** The storage picker's chosen file (a package archive), or null. */
  const pickFromStorage = async () => {
    if (!picker) {
      setProblem(algorithmsText("pickerMissing"));
      return null;
    }
    return (await picker.pick("all"))?.path ?? null;
  };
  const pickPackage = async (version: AlgorithmVersion) => {
    const path = await pickFromStorage();
    if (path) await api.uploadPackage(version.id, path).then(load, refused);
  };
  const remove = async (version: AlgorithmVersion) => {
    if (!(await confirmDelete(version.version))) return;
    await api.removeVersion(version.id).then(load, refused);
  };

  return (
    <Dialog
      isOpen
      title={algorithmsText("versionTitle", { name: algorithm.name })}
      onClose={onClose}
      style={{ width: "min(1200px, 95vw)" }}
    >
      <DialogBody>
        {problem && <Callout intent="warning">{problem}</Callout>}
        {rights.add && (
          <Button
            size="small"
            icon="add"
            intent="primary"
            text={listText("createTitle", { entity: algorithmsText("versionEntity") })}
            onClick={() => setCreating(true)}
          />
        )}
        {versions && versions.length === 0 ? (
          <NonIdealState icon="git-branch" description={algorithmsText("noVersions")} />
        ) : (
          <HTMLTable compact striped className="ws-versions-table" aria-label={algorithmsText("versions")}>
            <thead>
              <tr>
                <th>{algorithmsText("version")}</th>
                <th>{algorithmsText("trainer")}</th>
                <th>{algorithmsText("params")}</th>
                <th>{algorithmsText("package")}</th>
                <th>{algorithmsText("isPublic")}</th>
                <th>{algorithmsText("models")}</th>
                <th>{t("field.createTime")}</th>
                <th>{t("table.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {(versions ?? []).map((version) => (
                <tr key={version.id}>
                  <td>{version.version}</td>
                  <td>{version.trainerTitle}</td>
                  <td className="ws-version-hint">{paramsText(version.params)}</td>
                  <td>{version.packageName || algorithmsText("noPackage")}</td>
                  <td>
                    <PublicSwitch
                      checked={version.isPublic === 1}
                      disabled={!rights.edit}
                      label={`${algorithmsText("isPublic")} ${version.version}`}
                      onChange={(next) => api.setVersionPublic(version.id, next)}
                      onChanged={() => void load()}
                    />
                  </td>
                  <td>
                    {counts[version.id] !== undefined ? (
                      algorithmsText("modelCount", { count: counts[version.id] })
                    ) : (
                      <Button
                        size="small"
                        variant="minimal"
                        text={algorithmsText("countModels")}
                        onClick={() =>
                          void api
                            .countModels(version.id)
                            .then(
                              (count) => setCounts((current) => ({ ...current, [version.id]: count })),
                              refused,
                            )
                        }
                      />
                    )}
                  </td>
                  <td className="ws-list-nowrap">{version.createTime}</td>
                  <td className="ws-list-nowrap">
                    {rights.edit && (
                      <Button
                        size="small"
                        variant="minimal"
                        text={algorithmsText("uploadPackage")}
                        onClick={() => void pickPackage(version)}
                      />
                    )}
                    {rights.add && (
                      <Button
                        size="small"
                        variant="minimal"
                        text={t("action.copy")}
                        onClick={() => void api.copyVersion(version.id).then(load, refused)}
                      />
                    )}
                    {rights.remove && (
                      <Button
                        size="small"
                        variant="minimal"
                        intent="danger"
                        text={t("action.delete")}
                        onClick={() => void remove(version)}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </DialogBody>
      {creating && (
        <VersionForm
          api={api}
          algorithmId={algorithm.id}
          pickPackage={pickFromStorage}
          onClose={() => setCreating(false)}
          onSaved={() => {
            setCreating(false);
            void load();
          }}
        />
      )}
      {confirmElement}
    </Dialog>
  );
}
