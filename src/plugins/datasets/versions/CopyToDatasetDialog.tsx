import { useState } from "react";
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from "@blueprintjs/core";
import { useCore } from "../../../ui/CoreContext";
import { failureText } from "../../../ui/kit/list";
import { navigate } from "../../../ui/routing/hashLocation";
import { t } from "../../../core/messages";
import { DATASET_PAGES } from "../paths";
import type { Dataset, DatasetVersion } from "../types";
import { copyToDataset } from "../versionApi";
import { datasetVersionsText } from "./versionMessages";

/** 复制为新数据集: a version's images (and, for the owner, its boxes) become V1 of a new dataset of the user's. */
export function CopyToDatasetDialog(props: {
  dataset: Dataset;
  version: DatasetVersion | null;
  onClose: () => void;
}) {
  const { http, bus } = useCore();
  const { dataset, version } = props;
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [openedFor, setOpenedFor] = useState<number | null>(null);
  if (version && openedFor !== version.id) {
    setOpenedFor(version.id);
    setName(
      datasetVersionsText("copyDefault", { name: dataset.dataSetName, version: version.version }).slice(
        0,
        50,
      ),
    );
    setProblem(null);
  }
  const submit = async () => {
    if (!version) return;
    setBusy(true);
    try {
      const created = await copyToDataset(http, dataset.id, version.id, name);
      bus.emit("datasets", "ui.tip", {
        intent: "success",
        message: datasetVersionsText("copied", { name: created.dataSetName }),
      });
      props.onClose();
      navigate(DATASET_PAGES.detail.link({}, { id: created.id }));
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog isOpen={version !== null} onClose={props.onClose} title={datasetVersionsText("copyToDataset")}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogBody>
          <FormGroup
            label={datasetVersionsText("copyName")}
            labelFor="ws-copy-name"
            intent={problem ? "danger" : "none"}
            helperText={problem ? <span role="alert">{problem}</span> : undefined}
          >
            <InputGroup id="ws-copy-name" autoFocus value={name} onValueChange={setName} maxLength={50} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t("confirm.cancel")} onClick={props.onClose} />
              <Button type="submit" intent="primary" text={t("action.ok")} loading={busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
