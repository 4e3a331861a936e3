import { useState } from "react";
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  NumericInput,
} from "@blueprintjs/core";
import { t } from "../../core/messages";
import { failureText, useConfirmDelete, validate, rules } from "../../ui/kit/list";
import { useLoaded } from "../../ui/kit/useLoaded";
import type { Company, HpcResource, HpcResourceFields, OrgsApi } from "./api";
import { orgsText } from "./messages";
import { ORG_LIMITS } from "../../contracts/orgs";

const EMPTY: HpcResourceFields = { cluster: "", queue: "", cpuCores: 0, gpuCards: 0, storageGb: 0 };

/**
 * A company's HPC resources: the list, 添加资源 (a cluster of the centre, with what it has; queue,
 * cores, cards, storage; the server holds them to the cluster's capacity) and 删除.
 */
export function ResourcesDialog({
  api,
  company,
  onClose,
}: {
  api: OrgsApi;
  company: Company | null;
  onClose: (changed: boolean) => void;
}) {
  const loaded = useLoaded(
    () => (company ? api.company(company.id).then((detail) => detail.resources) : Promise.resolve([])),
    company ? `company:${company.id}` : null,
  );
  const clusters = useLoaded(() => api.clusters(), company ? "clusters" : null);
  const [draft, setDraft] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const { confirmDelete, confirmElement } = useConfirmDelete();
  const rows: HpcResource[] = loaded.data ?? [];

  const add = async () => {
    if (!company) return;
    const missing =
      validate(draft.cluster, rules(orgsText("cluster"), { kind: "select" })) ??
      validate(draft.queue, rules(orgsText("queue"), { max: ORG_LIMITS.queue }));
    if (missing) return setProblem(missing);
    try {
      const next = await api.addResource(company.id, {
        ...draft,
        cluster: draft.cluster.trim(),
        queue: draft.queue.trim(),
      });
      loaded.set(() => next);
      setDraft(EMPTY);
      setProblem(null);
      setChanged(true);
    } catch (error) {
      setProblem(failureText(error));
    }
  };
  const remove = async (row: HpcResource) => {
    if (!company || !(await confirmDelete(`${row.cluster} / ${row.queue}`))) return;
    const next = await api.removeResource(company.id, row.id).catch(() => null);
    if (next) {
      loaded.set(() => next);
      setChanged(true);
    }
  };
  const number = (key: "cpuCores" | "gpuCards" | "storageGb") => (
    <FormGroup label={orgsText(key)} labelFor={`resource-${key}`} inline>
      <NumericInput
        id={`resource-${key}`}
        size="small"
        min={0}
        minorStepSize={null}
        value={draft[key]}
        onValueChange={(value) =>
          setDraft((current) => ({
            ...current,
            [key]: Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0,
          }))
        }
      />
    </FormGroup>
  );

  return (
    <Dialog
      isOpen={company !== null}
      title={`${company?.name ?? ""} · ${orgsText("resources")}`}
      style={{ width: 720 }}
      onClose={() => onClose(changed)}
    >
      <DialogBody>
        <HTMLTable compact striped aria-label={orgsText("resources")} style={{ width: "100%" }}>
          <thead>
            <tr>
              <th>{orgsText("cluster")}</th>
              <th>{orgsText("queue")}</th>
              <th>{orgsText("cpuCores")}</th>
              <th>{orgsText("gpuCards")}</th>
              <th>{orgsText("storageGb")}</th>
              <th>{t("table.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={6}>{loaded.loading ? t("page.loading") : t("table.empty")}</td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.cluster}</td>
                <td>{row.queue}</td>
                <td>{row.cpuCores}</td>
                <td>{row.gpuCards}</td>
                <td>{row.storageGb}</td>
                <td>
                  <Button
                    size="small"
                    variant="minimal"
                    intent="danger"
                    text={t("action.delete")}
                    onClick={() => void remove(row)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <div className="ws-orgs-resource-form">
          <FormGroup label={orgsText("cluster")} labelFor="resource-cluster" inline>
            <HTMLSelect
              id="resource-cluster"
              value={draft.cluster}
              onChange={(event) => {
                // Read now: React clears currentTarget once the event is handled, before the updater may run.
                const cluster = event.currentTarget.value;
                setDraft((current) => ({ ...current, cluster }));
              }}
              options={[
                { value: "", label: orgsText("chooseCluster") },
                ...(clusters.data ?? []).map((entry) => ({
                  value: entry.cluster,
                  label: orgsText("clusterCapacity", { ...entry }),
                })),
              ]}
            />
          </FormGroup>
          <FormGroup label={orgsText("queue")} labelFor="resource-queue" inline>
            <InputGroup
              id="resource-queue"
              size="small"
              value={draft.queue}
              onValueChange={(queue) => setDraft((current) => ({ ...current, queue }))}
            />
          </FormGroup>
          {number("cpuCores")}
          {number("gpuCards")}
          {number("storageGb")}
          <Button
            size="small"
            intent="primary"
            icon="add"
            text={orgsText("addResource")}
            onClick={() => void add()}
          />
        </div>
        {problem && (
          <Callout intent="danger" compact>
            {problem}
          </Callout>
        )}
      </DialogBody>
      {confirmElement}
    </Dialog>
  );
}
