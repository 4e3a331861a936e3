import { useMemo, useState } from "react";
import { useSearch } from "wouter";
import { useHashLocation } from "wouter/use-hash-location";
import { Button, Callout, Card, H3, HTMLSelect, InputGroup, NonIdealState, Spinner } from "@blueprintjs/core";
import { useCore } from "../../../ui/CoreContext";
import { currentQuery } from "../../../ui/routing/hashLocation";
import { useLoaded } from "../../../ui/kit/useLoaded";
import { demoApi } from "./demoApi";
import { demoText } from "./demoMessages";
import { ImagePicker } from "./ImagePicker";
import { InferenceView } from "./InferenceView";
import { useInference } from "./useInference";
import "../learning.css";

/** The `id` of the address's query (`/#/demoPage?id=7`, as the portal's 在线体验 links), re-read as it changes. */
function useLinkedId(): number | null {
  const search = useSearch();
  const [hash] = useHashLocation();
  return useMemo(() => {
    const text = currentQuery().get("id") ?? "";
    return /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null;
    // The query lives outside React: the search and the hash stand for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, hash]);
}

/**
 * /demoPage (no sign-in): a running public service (the link's `?id=` chosen first), a picture dropped
 * or chosen, the answer drawn on it with the latency.
 */
export default function DemoPage() {
  const { http } = useCore();
  const api = useMemo(() => demoApi(http), [http]);
  const [keyword, setKeyword] = useState("");
  const [search, setSearch] = useState("");
  const services = useLoaded(() => api.services(search), `services:${search}`);
  const linkedId = useLinkedId();
  const linked = useLoaded(() => api.service(linkedId ?? 0), linkedId === null ? null : `linked:${linkedId}`);
  const [chosenId, setChosenId] = useState<number | null>(linkedId);
  // A new link (the portal opened another service while the page was shown) chooses its service.
  const [seenLink, setSeenLink] = useState(linkedId);
  if (linkedId !== seenLink) {
    setSeenLink(linkedId);
    setChosenId(linkedId);
  }
  const [image, setImage] = useState<File | null>(null);
  const inference = useInference(api.infer);
  const found = services.data?.list ?? [];
  // The linked service leads the list when it is running but not among the first 100 found.
  const linkedRunning = linked.data?.status === 1 ? linked.data : null;
  const list =
    linkedRunning && !found.some((candidate) => candidate.id === linkedRunning.id)
      ? [linkedRunning, ...found]
      : found;
  const service = list.find((candidate) => candidate.id === chosenId) ?? list[0] ?? null;
  const linkUnavailable =
    linkedId !== null && chosenId === linkedId && (linked.failed || (linked.data && !linkedRunning));

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
      {linkUnavailable && (
        <Callout intent="warning" role="status">
          {demoText("linkedUnavailable")}
        </Callout>
      )}
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
