import { useEffect, useState } from "react";
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  TextArea,
} from "@blueprintjs/core";
import { t } from "../../../core/messages";
import { failureText, lt } from "../../../ui/kit/list";
import type { AlgorithmsApi, Trainer } from "../api";
import { algorithmsText } from "../messages";

/**
 * 新增算法版本: the built-in trainer and its hyper-parameters, each with its default and range shown;
 * the server checks the values and its refusal (naming the parameter) stays in the dialog.
 */
export function VersionForm({
  api,
  algorithmId,
  onClose,
  onSaved,
}: {
  api: AlgorithmsApi;
  algorithmId: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [trainers, setTrainers] = useState<Trainer[]>([]);
  const [trainerId, setTrainerId] = useState("");
  const [params, setParams] = useState<Record<string, string>>({});
  const [description, setDescription] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void api.trainers().then(
      (list) => {
        setTrainers(list);
        setTrainerId((current) => current || (list[0]?.id ?? ""));
      },
      () => undefined,
    );
  }, [api]);

  const trainer = trainers.find((candidate) => candidate.id === trainerId);
  const submit = async () => {
    if (!trainer) return setProblem(lt("pleaseSelect", { label: algorithmsText("trainer") }));
    setSaving(true);
    setProblem(null);
    try {
      const values = Object.fromEntries(
        Object.entries(params).filter(
          ([name, value]) => value.trim() !== "" && trainer.parameters.some((p) => p.name === name),
        ),
      );
      await api.createVersion({
        algorithmId,
        trainer: trainer.id,
        params: values,
        description: description.trim(),
      });
      onSaved();
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog isOpen title={lt("createTitle", { entity: algorithmsText("versionEntity") })} onClose={onClose}>
      <DialogBody>
        {problem && <Callout intent="danger">{problem}</Callout>}
        <FormGroup label={algorithmsText("trainer")} labelFor="version-trainer">
          <HTMLSelect
            id="version-trainer"
            value={trainerId}
            onChange={(event) => setTrainerId(event.target.value)}
          >
            {trainers.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.title}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        {trainer && (
          <FormGroup label={algorithmsText("params")} helperText={trainer.description}>
            <div className="ws-version-params">
              {trainer.parameters.map((parameter) => (
                <label key={parameter.name} className="ws-version-param">
                  <span>{parameter.name}</span>
                  <InputGroup
                    size="small"
                    aria-label={parameter.name}
                    placeholder={String(parameter.default)}
                    value={params[parameter.name] ?? ""}
                    onValueChange={(value) =>
                      setParams((current) => ({ ...current, [parameter.name]: value }))
                    }
                    rightElement={
                      <span className="ws-version-hint">
                        {algorithmsText("paramHint", {
                          default: parameter.default,
                          min: parameter.min,
                          max: parameter.max,
                        })}
                      </span>
                    }
                  />
                </label>
              ))}
            </div>
          </FormGroup>
        )}
        <FormGroup label={algorithmsText("description")} labelFor="version-description">
          <TextArea
            id="version-description"
            fill
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("confirm.cancel")} onClick={onClose} />
            <Button intent="primary" text={t("action.save")} loading={saving} onClick={() => void submit()} />
          </>
        }
      />
    </Dialog>
  );
}
