import { useMemo, useState } from "react";
import { Button, Callout, Card, H3, HTMLSelect, InputGroup, NonIdealState, Spinner } from "@blueprintjs/core";
import { useCore } from "../../../ui/CoreContext";
import { useLoaded } from "../../../ui/kit/useLoaded";
import { demoApi } from "./demoApi";
import { demoText } from "./demoMessages";
import { ImagePicker } from "./ImagePicker";
import { InferenceView } from "./InferenceView";
import { useInference } from "./useInference";
import "../learning.css";

/** /demoPage (no sign-in): a public running service, a picture dropped or chosen, the answer drawn on it with the latency. */
export default function DemoPage() {
  const { http } = useCore();
  const api = useMemo(() => demoApi(http), [http]);
  const [keyword, setKeyword] = useState("");
  const [search, setSearch] = useState("");
  const services = useLoaded(() => api.services(search), `services:${search}`);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const inference = useInference(api.infer);
  const list = services.data?.list ?? [];
  const service = list.find((candidate) => candidate.id === chosenId) ?? list[0] ?? null;

  const recognize = (file: File | null, serviceId: number | null) => {
    if (file && serviceId !== null) void inference.run(serviceId, file);
  };

  return (
    <div className="learning-demo">
      <H3>{demoText("title")}</H3>
      <p className="learning-hint">{demoText("intro")}</p>
      <form
        className="learning-demo-search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(keyword.trim());
        }}
      >
        <InputGroup
          size="small"
          leftIcon="search"
          aria-label={demoText("keyword")}
          placeholder={demoText("keyword")}
          value={keyword}
          onValueChange={setKeyword}
        />
      </form>
      {services.loading && !services.data ? (
        <Spinner size={24} />
      ) : list.length === 0 ? (
        <NonIdealState icon="predictive-analysis" title={demoText("noServices")} />
      ) : (
        <>
          <label className="learning-demo-service">
            {demoText("service")}
            <HTMLSelect
              value={service?.id ?? ""}
              onChange={(event) => {
                const id = Number(event.currentTarget.value);
                setChosenId(id);
                recognize(image, id);
              }}
              options={list.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
            />
          </label>
          {service && (
            <Card compact className="learning-demo-card">
              <strong>{service.name}</strong>
              {service.description && <p>{service.description}</p>}
              <span>
                {demoText("taskType")}：{demoText(service.taskType)} · {demoText("model")}：
                {service.modelName} {service.modelVersion} · {demoText("owner")}：{service.ownerName} ·{" "}
                {demoText("calls")}：{service.callCount}
              </span>
            </Card>
          )}
          <ImagePicker
            onImage={(file) => {
              setImage(file);
              recognize(file, service?.id ?? null);
            }}
            onRefused={(text) => {
              inference.clear();
              inference.refuse(text);
            }}
          />
          {inference.problem && (
            <Callout intent="danger" role="alert">
              {inference.problem}
            </Callout>
          )}
          {image && (
            <>
              <Button
                intent="primary"
                icon="predictive-analysis"
                text={inference.busy ? demoText("recognizing") : demoText("recognize")}
                loading={inference.busy}
                onClick={() => recognize(image, service?.id ?? null)}
              />
              <InferenceView image={image} answer={inference.answer} />
            </>
          )}
        </>
      )}
    </div>
  );
}
