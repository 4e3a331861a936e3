import { useMemo, useState } from "react";
import { Callout } from "@blueprintjs/core";
import type { ServicePublishingService } from "../../shared/servicePublishing";
import { ImagePicker } from "../demo/ImagePicker";
import { InferenceView } from "../demo/InferenceView";
import { useInference } from "../demo/useInference";
import { learningText } from "../messages";

/**
 * A test call of the published service as its users call it: 服务管理's token calls give a usable token
 * (a test token is made when there is none) and the service URL; the picture goes there with the token.
 */
export function TestCall({
  serviceId,
  publishing,
}: {
  serviceId: number;
  publishing: ServicePublishingService;
}) {
  const call = useMemo(
    () => async (id: number, image: File) => {
      const usable = (await publishing.tokens(id)).find((token) => token.status === 1 && !token.expired);
      const token = usable ?? (await publishing.createToken(id, learningText("testTokenName")));
      const target = await publishing.tokenUrl(token.id);
      return publishing.predict(target.path, target.token, image);
    },
    [publishing],
  );
  const inference = useInference(call);
  const [image, setImage] = useState<File | null>(null);
  return (
    <section aria-label={learningText("testCall")} className="learning-test-call">
      <strong>{learningText("testCall")}</strong>
      <p className="learning-hint">{learningText("testHint", { token: learningText("testTokenName") })}</p>
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
