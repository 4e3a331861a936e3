import { useEffect, useState, type FormEvent } from "react";
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  RadioGroup,
  Radio,
} from "@blueprintjs/core";
import { t } from "../../core/messages";
import type { TransferDatasetChoice, TransferDirection } from "../../contracts/fileTransfer";
import { useCore } from "../../ui/CoreContext";
import { failureText } from "../../ui/kit/list";
import { STORAGE_PICKER } from "../shared/storagePicker";
import { useService } from "../../ui/PluginScope";
import type { TransferApi } from "./api";
import { fileTransferText } from "./messages";
import { CODE } from "../../contracts/permissionCodes";

interface Props {
  api: TransferApi;
  onClose: () => void;
  onStarted: () => void;
}

const parentOf = (remote: string) => remote.slice(0, remote.lastIndexOf("/")) || remote;
const volumeOf = (remote: string) => remote.split("/").filter(Boolean)[0] ?? "";

/**
 * 新建传输: the direction, the dataset and version (the user's own), and the storage path (typed, or
 * chosen with the storage picker: a picked file is the source itself, or its folder is the target).
 * The storage check runs first (its refusal, such as ACL共享区暂未申请完毕，请联系管理员！, shows here);
 * the server's refusal of the transfer shows above the fields and the dialog stays open.
 */
export function TransferDialog({ api, onClose, onStarted }: Props) {
  const core = useCore();
  const picker = useService(STORAGE_PICKER);
  const [direction, setDirection] = useState<TransferDirection>("storageToDataset");
  const [datasets, setDatasets] = useState<TransferDatasetChoice[] | null>(null);
  const [dataSetId, setDataSetId] = useState(0);
  const [versionId, setVersionId] = useState(0);
  const [storagePath, setStoragePath] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Mounted for each opening: the choices are fetched once per opening.
  useEffect(() => {
    api.datasets().then(
      (choices) => {
        setDatasets(choices);
        setDataSetId(choices[0]?.id ?? 0);
        setVersionId(choices[0]?.versions.at(-1)?.id ?? 0);
      },
      () => setDatasets([]),
    );
  }, [api]);

  const versions = datasets?.find((entry) => entry.id === dataSetId)?.versions ?? [];
  const chooseDataset = (id: number) => {
    setDataSetId(id);
    setVersionId(datasets?.find((entry) => entry.id === id)?.versions.at(-1)?.id ?? 0);
  };

  const pick = async () => {
    if (!picker) return setProblem(fileTransferText("pickerMissing"));
    const file = await picker.pick(direction === "storageToDataset" ? "image" : "all");
    if (file) setStoragePath(direction === "storageToDataset" ? file.path : parentOf(file.path));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const path = storagePath.trim();
    const missing = !dataSetId
      ? fileTransferText("dataset")
      : !versionId
        ? fileTransferText("version")
        : !path
          ? fileTransferText("storagePath")
          : null;
    if (missing) return setProblem(fileTransferText("required", { label: missing }));
    setBusy(true);
    setProblem(null);
    try {
      const check = await api.checkStorage(volumeOf(path));
      if (!check.pass) throw new Error(check.message ?? "");
      await api.create({ direction, dataSetId, versionId, storagePath: path });
      core.bus.emit(CODE.fileTransfer, "ui.tip", { intent: "success", message: fileTransferText("started") });
      onStarted();
      onClose();
    } catch (error) {
      setProblem(failureText(error) ?? (error instanceof Error && error.message ? error.message : null));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog isOpen title={fileTransferText("create")} onClose={onClose} canOutsideClickClose={false}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          {problem && (
            <Callout intent="danger" compact role="alert">
              {problem}
            </Callout>
          )}
          {datasets?.length === 0 && (
            <Callout intent="warning" compact>
              {fileTransferText("noDatasets")}
            </Callout>
          )}
          <RadioGroup
            label={fileTransferText("direction")}
            inline
            selectedValue={direction}
            onChange={(event) => setDirection(event.currentTarget.value as TransferDirection)}
          >
            <Radio value="storageToDataset" label={fileTransferText("storageToDataset")} />
            <Radio value="datasetToStorage" label={fileTransferText("datasetToStorage")} />
          </RadioGroup>
          <FormGroup label={fileTransferText("dataset")} labelFor="ws-transfer-dataset" labelInfo="*">
            <HTMLSelect
              id="ws-transfer-dataset"
              fill
              value={dataSetId}
              onChange={(event) => chooseDataset(Number(event.currentTarget.value))}
            >
              <option value={0}>{fileTransferText("chooseDataset")}</option>
              {datasets?.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.dataSetName}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label={fileTransferText("version")} labelFor="ws-transfer-version" labelInfo="*">
            <HTMLSelect
              id="ws-transfer-version"
              fill
              value={versionId}
              onChange={(event) => setVersionId(Number(event.currentTarget.value))}
            >
              <option value={0}>{fileTransferText("chooseVersion")}</option>
              {versions.map((version) => (
                <option key={version.id} value={version.id}>
                  {`${version.version}（${version.itemCount}）`}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup
            label={
              direction === "storageToDataset"
                ? fileTransferText("sourcePath")
                : fileTransferText("targetPath")
            }
            labelFor="ws-transfer-path"
            labelInfo="*"
            helperText={
              direction === "storageToDataset"
                ? fileTransferText("sourceHint")
                : fileTransferText("targetHint")
            }
          >
            <div className="ws-transfer-path">
              <InputGroup
                id="ws-transfer-path"
                placeholder="/GPUFS/…"
                value={storagePath}
                onValueChange={setStoragePath}
              />
              <Button icon="folder-open" text={fileTransferText("pick")} onClick={() => void pick()} />
            </div>
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t("confirm.cancel")} onClick={onClose} />
              <Button type="submit" intent="primary" loading={busy} text={fileTransferText("start")} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
