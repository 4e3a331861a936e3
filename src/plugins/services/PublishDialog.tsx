import { useState } from "react";
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Radio,
  RadioGroup,
  TextArea,
} from "@blueprintjs/core";
import { t } from "../../core/messages";
import { failureText, lt } from "../../ui/kit/list";
import { useLoaded } from "../../ui/kit/useLoaded";
import type { servicesApi, ServiceFields } from "./api";
import { st } from "./messages";
import { DESCRIPTION_MAX, INSTANCE_CHOICES, NAME_MAX } from "./serviceForm";

interface PublishDialogProps {
  isOpen: boolean;
  api: ReturnType<typeof servicesApi>;
  onClose: () => void;
  onPublished: () => void;
}

const EMPTY: ServiceFields = { name: "", description: "", instances: "1", isPublic: "0", classifyId: "" };

/** 发布服务: pick one of the user's models, then one of its open versions, and the service's fields. */
export function PublishDialog({ isOpen, api, onClose, onPublished }: PublishDialogProps) {
  const [fields, setFields] = useState<ServiceFields>(EMPTY);
  const [modelId, setModelId] = useState("");
  const [versionId, setVersionId] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const models = useLoaded(() => api.models(), isOpen ? "models" : null);
  const industries = useLoaded(() => api.industries(), isOpen ? "industries" : null);
  const versions = useLoaded(
    () => api.versions(Number(modelId)).then((page) => page.list.filter((row) => row.status === 1)),
    modelId ? `versions-${modelId}` : null,
  );
  const set = (name: keyof ServiceFields, value: string) => setFields((prev) => ({ ...prev, [name]: value }));

  const close = () => {
    setFields(EMPTY);
    setModelId("");
    setVersionId("");
    setProblem(null);
    onClose();
  };
  const submit = async () => {
    const name = fields.name.trim();
    if (!name) return setProblem(lt("notEmpty", { label: st("name") }));
    if ([...name].length > NAME_MAX) return setProblem(lt("maxLength", { n: NAME_MAX }));
    if ([...fields.description.trim()].length > DESCRIPTION_MAX)
      return setProblem(lt("maxLength", { n: DESCRIPTION_MAX }));
    if (!versionId) return setProblem(lt("pleaseSelect", { label: st("modelVersion") }));
    setSaving(true);
    try {
      await api.publish(fields, Number(versionId));
      onPublished();
      close();
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setSaving(false);
    }
  };

  const versionRows = versions.data ?? [];
  return (
    <Dialog isOpen={isOpen} onClose={close} title={st("publish")}>
      <DialogBody>
        {problem && (
          <Callout intent="danger" role="alert" compact>
            {problem}
          </Callout>
        )}
        <FormGroup label={st("name")} labelFor="service-publish-name" labelInfo="*">
          <InputGroup
            id="service-publish-name"
            value={fields.name}
            onValueChange={(value) => set("name", value)}
          />
        </FormGroup>
        <FormGroup label={st("model")} labelFor="service-publish-model" labelInfo="*">
          <HTMLSelect
            id="service-publish-model"
            aria-label={st("model")}
            value={modelId}
            onChange={(event) => {
              setModelId(event.currentTarget.value);
              setVersionId("");
            }}
            options={[
              { value: "", label: lt("pleaseSelect", { label: st("model") }) },
              ...(models.data ?? []).map((model) => ({ value: String(model.id), label: model.name })),
            ]}
          />
        </FormGroup>
        <FormGroup
          label={st("modelVersion")}
          labelFor="service-publish-version"
          labelInfo="*"
          helperText={
            !modelId ? st("pickModel") : versions.data && !versionRows.length ? st("noVersions") : undefined
          }
        >
          <HTMLSelect
            id="service-publish-version"
            aria-label={st("modelVersion")}
            value={versionId}
            disabled={!modelId}
            onChange={(event) => setVersionId(event.currentTarget.value)}
            options={[
              { value: "", label: lt("pleaseSelect", { label: st("modelVersion") }) },
              ...versionRows.map((row) => ({ value: String(row.id), label: row.version })),
            ]}
          />
        </FormGroup>
        <FormGroup label={st("description")} labelFor="service-publish-description">
          <TextArea
            id="service-publish-description"
            fill
            value={fields.description}
            onChange={(event) => set("description", event.currentTarget.value)}
          />
        </FormGroup>
        <FormGroup label={st("industry")} labelFor="service-publish-industry" helperText={st("industryHelp")}>
          <HTMLSelect
            id="service-publish-industry"
            value={fields.classifyId}
            onChange={(event) => set("classifyId", event.currentTarget.value)}
            options={[{ value: "", label: st("industryNone") }, ...(industries.data ?? [])]}
          />
        </FormGroup>
        <FormGroup label={st("instances")} labelFor="service-publish-instances">
          <HTMLSelect
            id="service-publish-instances"
            value={fields.instances}
            onChange={(event) => set("instances", event.currentTarget.value)}
            options={INSTANCE_CHOICES}
          />
        </FormGroup>
        <RadioGroup
          label={st("isPublic")}
          inline
          selectedValue={fields.isPublic}
          onChange={(event) => set("isPublic", event.currentTarget.value)}
        >
          <Radio value="0" label={st("publicNo")} />
          <Radio value="1" label={st("publicYes")} />
        </RadioGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("confirm.cancel")} onClick={close} />
            <Button intent="primary" text={t("confirm.ok")} loading={saving} onClick={() => void submit()} />
          </>
        }
      />
    </Dialog>
  );
}
