import { useMemo, useState } from "react";
import { Callout } from "@blueprintjs/core";
import { useCore } from "../../../ui/CoreContext";
import { demoApi } from "../demo/demoApi";
import { ImagePicker } from "../demo/ImagePicker";
import { InferenceView } from "../demo/InferenceView";
import { useInference } from "../demo/useInference";
import { learningText } from "../messages";

/** A test call of the published service: a picture, the answer drawn on it (publish-manage's demo call). */
export function TestCall({ serviceId }: { serviceId: number }) {
  const { http } = useCore();
  const api = useMemo(() => demoApi(http), [http]);
  const inference = useInference(api);
  const [image, setImage] = useState<File | null>(null);
  return (
    <section aria-label={learningText("testCall")} className="learning-test-call">
      <strong>{learningText("testCall")}</strong>
      <p className="learning-hint">{learningText("testHint")}</p>
      <ImagePicker
        onImage={(file) => {
          setImage(file);
          void inference.run(serviceId, file);
        }}
        onRefused={(text) => inference.refuse(text)}
      />
      {inference.problem && (
        <Callout intent="danger" role="alert">
          {inference.problem}
        </Callout>
      )}
      {image && <InferenceView image={image} answer={inference.answer} />}
    </section>
  );
}
