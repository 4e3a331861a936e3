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
import { failureText, listText } from "../../ui/kit/list";
import { useLoaded } from "../../ui/kit/useLoaded";
import type { servicesApi, ServiceFields } from "./api";
import { servicesText } from "./messages";
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
    if (!name) return setProblem(listText("notEmpty", { label: servicesText("name") }));
    if ([...name].length > NAME_MAX) return setProblem(listText("maxLength", { n: NAME_MAX }));
    if ([...fields.description.trim()].length > DESCRIPTION_MAX)
      return setProblem(listText("maxLength", { n: DESCRIPTION_MAX }));
    if (!versionId) return setProblem(listText("pleaseSelect", { label: servicesText("modelVersion") }));
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
    <Dialog isOpen={isOpen} onClose={close} title={servicesText("publish")}>
      <DialogBody>
        {problem && (
          <Callout intent="danger" role="alert" compact>
            {problem}
          </Callout>
        )}
        <FormGroup label={servicesText("name")} labelFor="service-publish-name" labelInfo="*">
          <InputGroup
            id="service-publish-name"
            value={fields.name}
            onValueChange={(value) => set("name", value)}
          />
        </FormGroup>
        <FormGroup label={servicesText("model")} labelFor="service-publish-model" labelInfo="*">
          <HTMLSelect
            id="service-publish-model"
            aria-label={servicesText("model")}
            value={modelId}
            onChange={(event) => {
              setModelId(event.currentTarget.value);
              setVersionId("");
            }}
            options={[
              { value: "", label: listText("pleaseSelect", { label: servicesText("model") }) },
              ...(models.data ?? []).map((model) => ({ value: String(model.id), label: model.name })),
            ]}
          />
        </FormGroup>
        <FormGroup
          label={servicesText("modelVersion")}
          labelFor="service-publish-version"
          labelInfo="*"
          helperText={
            !modelId
              ? servicesText("pickModel")
              : versions.data && !versionRows.length
                ? servicesText("noVersions")
                : undefined
          }
        >
          <HTMLSelect
            id="service-publish-version"
            aria-label={servicesText("modelVersion")}
            value={versionId}
            disabled={!modelId}
            onChange={(event) => setVersionId(event.currentTarget.value)}
            options={[
              { value: "", label: listText("pleaseSelect", { label: servicesText("modelVersion") }) },
              ...versionRows.map((row) => ({ value: String(row.id), label: row.version })),
            ]}
          />
        </FormGroup>
        <FormGroup label={servicesText("description")} labelFor="service-publish-description">
          <TextArea
            id="service-publish-description"
            fill
            value={fields.description}
            onChange={(event) => set("description", event.currentTarget.value)}
          />
        </FormGroup>
        <FormGroup
          label={servicesText("industry")}
          labelFor="service-publish-industry"
          helperText={servicesText("industryHelp")}
        >
          <HTMLSelect
            id="service-publish-industry"
            value={fields.classifyId}
            onChange={(event) => set("classifyId", event.currentTarget.value)}
            options={[{ value: "", label: servicesText("industryNone") }, ...(industries.data ?? [])]}
          />
        </FormGroup>
        <FormGroup label={servicesText("instances")} labelFor="service-publish-instances">
          <HTMLSelect
            id="service-publish-instances"
            value={fields.instances}
            onChange={(event) => set("instances", event.currentTarget.value)}
            options={INSTANCE_CHOICES}
          />
        </FormGroup>
        <RadioGroup
          label={servicesText("isPublic")}
          inline
          selectedValue={fields.isPublic}
          onChange={(event) => set("isPublic", event.currentTarget.value)}
        >
          <Radio value="0" label={servicesText("publicNo")} />
          <Radio value="1" label={servicesText("publicYes")} />
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
