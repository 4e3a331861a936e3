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
import type { PackageManifest, PackageUpload as Upload } from "../../../contracts/algorithmPackages";
import { t } from "../../../core/messages";
import { failureText, listText } from "../../../ui/kit/list";
import type { AlgorithmsApi, Trainer } from "../api";
import { algorithmsText } from "../messages";
import { PackageUpload } from "./PackageUpload";

/** The value the source list gives an algorithm package from storage (docs/algorithm-packages.md). */
const PACKAGE = "package";
/** The source list's value for a package uploaded from this computer (a version of trainer "package"). */
const UPLOAD = "upload";

interface Parameter {
  name: string;
  /** The manifest's Chinese title; the built-in trainers have none. */
  title?: string;
  default: number;
  min: number;
  max: number;
}

/**
 * 新增算法版本: a built-in trainer or an algorithm package chosen from storage (checked by the server
 * at once: its refusal, or its manifest with the hyper-parameters' Chinese titles); each parameter
 * with its default and range beside (never over) the value; the server's refusal stays in the dialog.
 */
export function VersionForm({
  api,
  algorithmId,
  pickPackage,
  onClose,
  onSaved,
}: {
  api: AlgorithmsApi;
  algorithmId: number;
  /** Opens the storage picker; the chosen file's remote path, or null. */
  pickPackage: () => Promise<string | null>;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [trainers, setTrainers] = useState<Trainer[]>([]);
  const [source, setSource] = useState("");
  const [packagePath, setPackagePath] = useState<string | null>(null);
  const [picked, setPicked] = useState<PackageManifest | null>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [params, setParams] = useState<Record<string, string>>({});
  const [description, setDescription] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void api.trainers().then(
      (list) => {
        setTrainers(list);
        setSource((current) => current || (list[0]?.id ?? ""));
      },
      () => undefined,
    );
  }, [api]);

  const trainer = trainers.find((candidate) => candidate.id === source);
  const isPackage = source === PACKAGE || source === UPLOAD;
  const manifest = source === UPLOAD ? (upload?.manifest ?? null) : source === PACKAGE ? picked : null;
  const parameters: Parameter[] = isPackage ? (manifest?.hyperParameters ?? []) : (trainer?.parameters ?? []);
  const description_ = isPackage ? manifest?.description : trainer?.description;

  const choose = async () => {
    const path = await pickPackage();
    if (!path) return;
    setProblem(null);
    setPicked(null);
    setPackagePath(path);
    setParams({});
    try {
      setPicked(await api.checkPackage(path));
    } catch (error) {
      setProblem(failureText(error));
    }
  };

  const submit = async () => {
    if (source === PACKAGE && !manifest) return setProblem(algorithmsText("noPackageChosen"));
    if (source === UPLOAD && !manifest) return setProblem(algorithmsText("noUpload"));
    if (!isPackage && !trainer)
      return setProblem(listText("pleaseSelect", { label: algorithmsText("trainer") }));
    setSaving(true);
    setProblem(null);
    try {
      const values = Object.fromEntries(
        Object.entries(params).filter(
          ([name, value]) => value.trim() !== "" && parameters.some((p) => p.name === name),
        ),
      );
      await api.createVersion({
        algorithmId,
        trainer: isPackage ? PACKAGE : source,
        ...(source === PACKAGE && packagePath ? { packagePath } : {}),
        ...(source === UPLOAD && upload ? { uploadId: upload.uploadId } : {}),
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
    <Dialog
      isOpen
      title={listText("createTitle", { entity: algorithmsText("versionEntity") })}
      onClose={onClose}
    >
      <DialogBody>
        {problem && (
          <Callout intent="danger" role="alert">
            {problem}
          </Callout>
        )}
        <FormGroup label={algorithmsText("source")} labelFor="version-trainer">
          <HTMLSelect
            id="version-trainer"
            value={source}
            onChange={(event) => {
              setSource(event.target.value);
              setParams({});
              setProblem(null);
            }}
          >
            {trainers.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.title}
              </option>
            ))}
            <option value={PACKAGE}>{algorithmsText("fromPackage")}</option>
            <option value={UPLOAD}>{algorithmsText("fromUpload")}</option>
          </HTMLSelect>
        </FormGroup>
        {source === UPLOAD && (
          <PackageUpload
            api={api}
            onProblem={setProblem}
            onUploaded={(next) => {
              setUpload(next);
              setParams({});
            }}
          />
        )}
        {source === PACKAGE && (
          <FormGroup label={algorithmsText("package")}>
            <Button
              size="small"
              icon="folder-open"
              text={algorithmsText("choosePackage")}
              onClick={() => void choose()}
            />
            <span className="ws-version-package">{packagePath ?? algorithmsText("noPackageChosen")}</span>
          </FormGroup>
        )}
        {isPackage && manifest && (
          <p className="ws-version-package" role="status">
            {source === UPLOAD && upload ? `${algorithmsText("uploaded", { name: upload.name })}：` : ""}
            {algorithmsText("packageInfo", {
              name: manifest.name,
              taskType: manifest.taskType,
              runtime: manifest.runtime,
              format: manifest.datasetFormat,
            })}
          </p>
        )}
        {parameters.length > 0 && (
          <FormGroup label={algorithmsText("params")} helperText={description_}>
            <div className="ws-version-params">
              {parameters.map((parameter) => (
                <label key={parameter.name} className="ws-version-param">
                  <span>{parameter.title ? `${parameter.title}（${parameter.name}）` : parameter.name}</span>
                  <InputGroup
                    size="small"
                    aria-label={parameter.title ?? parameter.name}
                    placeholder={String(parameter.default)}
                    value={params[parameter.name] ?? ""}
                    onValueChange={(value) =>
                      setParams((current) => ({ ...current, [parameter.name]: value }))
                    }
                  />
                  <span className="ws-version-hint">
                    {algorithmsText("paramHint", {
                      default: parameter.default,
                      min: parameter.min,
                      max: parameter.max,
                    })}
                  </span>
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
