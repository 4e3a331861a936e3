import { useState } from "react";
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, TextArea } from "@blueprintjs/core";
import { t } from "../../../core/messages";
import { failureText, rules, validate } from "../../../ui/kit/list";
import type { AlgorithmChoice, AlgorithmInfo } from "../api";
import { modelsText } from "../messages";
import { DESCRIPTION_MAX } from "../modelForm";
import { AlgorithmVersionPicker, NO_ALGORITHM } from "./AlgorithmVersionPicker";

/**
 * 从存储注册: a checkpoint file's path in the user's storage, typed or chosen with the storage picker
 * (`pick` is absent when the storage plugin is off), the algorithm version it was trained with
 * (optional) and a description. The server loads the file with the training engine and refuses what
 * is not a checkpoint; its message stays in the dialog.
 */
export function RegisterFromStorageDialog({
  isOpen,
  pick,
  loadAlgorithms,
  loadInfo,
  onSubmit,
  onClose,
}: {
  isOpen: boolean;
  pick?: () => Promise<string | null>;
  loadAlgorithms: () => Promise<AlgorithmChoice[]>;
  loadInfo: (algorithmId: number) => Promise<AlgorithmInfo>;
  onSubmit: (path: string, description: string, algorithmVersionId: number) => Promise<unknown>;
  onClose: () => void;
}) {
  const [path, setPath] = useState("");
  const [algorithm, setAlgorithm] = useState(NO_ALGORITHM);
  const [description, setDescription] = useState("");
  const [problem, setProblem] = useState<{
    path?: string | null;
    description?: string | null;
    server?: string | null;
  }>({});
  const [busy, setBusy] = useState(false);
  const pathRules = rules(modelsText("path"));
  const descriptionRules = rules(modelsText("description"), { required: false, max: DESCRIPTION_MAX });

  const close = () => {
    setPath("");
    setDescription("");
    setAlgorithm(NO_ALGORITHM);
    setProblem({});
    onClose();
  };
  const submit = async () => {
    const found = {
      path: validate(path.trim(), pathRules),
      description: validate(description, descriptionRules),
    };
    setProblem(found);
    if (found.path || found.description) return;
    setBusy(true);
    try {
      await onSubmit(path.trim(), description.trim(), algorithm.versionId);
      close();
    } catch (error) {
      setProblem({ server: failureText(error) });
    } finally {
      setBusy(false);
    }
  };
  const choose = async () => {
    const chosen = await pick?.();
    if (chosen) {
      setPath(chosen);
      setProblem({});
    }
  };

  return (
    <Dialog isOpen={isOpen} onClose={close} title={modelsText("registerFromStorage")}>
      <DialogBody>
        <FormGroup
          label={modelsText("path")}
          labelFor="model-version-path"
          intent={problem.path ? "danger" : "none"}
          helperText={problem.path ?? modelsText("pathHint")}
        >
          <InputGroup
            id="model-version-path"
            value={path}
            placeholder="/GPUFS/…/model.onnx"
            intent={problem.path ? "danger" : "none"}
            onValueChange={setPath}
            onBlur={() =>
              setProblem((shown) => ({ ...shown, path: validate(path.trim(), pathRules, "blur") }))
            }
            rightElement={
              pick ? (
                <Button
                  size="small"
                  variant="minimal"
                  icon="folder-open"
                  text={modelsText("pickFromStorage")}
                  onClick={() => void choose()}
                />
              ) : undefined
            }
          />
        </FormGroup>
        <AlgorithmVersionPicker
          value={algorithm}
          onChange={setAlgorithm}
          loadAlgorithms={loadAlgorithms}
          loadInfo={loadInfo}
        />
        <FormGroup
          label={modelsText("description")}
          labelFor="model-version-description"
          intent={problem.description ? "danger" : "none"}
          helperText={problem.description ?? undefined}
        >
          <TextArea
            id="model-version-description"
            fill
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
        </FormGroup>
        {problem.server && (
          <p role="alert" className="bp6-text-danger">
            {problem.server}
          </p>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("confirm.cancel")} onClick={close} />
            <Button intent="primary" text={t("confirm.ok")} loading={busy} onClick={() => void submit()} />
          </>
        }
      />
    </Dialog>
  );
}
