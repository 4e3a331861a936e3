import { Button, Dialog, DialogBody, DialogFooter, HTMLTable, Spinner } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { formatCount } from "../../ui/kit/list";
import { useLoaded } from "../../ui/kit/useLoaded";
import type { ModelRow, ResourceCost } from "./api";
import { modelsText } from "./messages";

/** 资源消耗 of a model: its versions, the trainings they came from and the CPU core hours those used. */
export function ResourceCostDialog({
  model,
  load,
  onClose,
}: {
  model: ModelRow | null;
  load: (id: number) => Promise<ResourceCost>;
  onClose: () => void;
}) {
  const cost = useLoaded(() => load(model!.id), model ? `cost:${model.id}` : null);
  const shown = cost.data && model && cost.dataKey === `cost:${model.id}` ? cost.data : null;
  return (
    <Dialog
      isOpen={model !== null}
      onClose={onClose}
      title={modelsText("costTitle", { name: model?.name ?? "" })}
    >
      <DialogBody>
        {shown ? (
          <HTMLTable compact aria-label={modelsText("resourceCost")}>
            <tbody>
              <tr>
                <th>{modelsText("costVersions")}</th>
                <td>{formatCount(shown.versions)}</td>
              </tr>
              <tr>
                <th>{modelsText("costTrainings")}</th>
                <td>{formatCount(shown.trainings)}</td>
              </tr>
              <tr>
                <th>{modelsText("costCoreHours")}</th>
                <td>{shown.coreHours.toFixed(4)}</td>
              </tr>
            </tbody>
          </HTMLTable>
        ) : (
          <Spinner size={20} />
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={t("action.close")} onClick={onClose} />} />
    </Dialog>
  );
}
