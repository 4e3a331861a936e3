import { useMemo, useState } from "react";
import { Callout } from "@blueprintjs/core";
import { serverMessageOf } from "../../../core/errors";
import { useCore } from "../../../ui/CoreContext";
import { tokenApi } from "../api";
import type { InferenceAnswer } from "../demo/demoApi";
import { ImagePicker } from "../demo/ImagePicker";
import { InferenceView } from "../demo/InferenceView";
import { useInference } from "../demo/useInference";
import { learningText } from "../messages";

/**
 * A test call of the published service as its users call it: 服务管理's token calls give a usable token
 * (a test token is made when there is none) and the service URL; the picture goes there with the token.
 */
export function TestCall({ serviceId }: { serviceId: number }) {
  const { http } = useCore();
  const tokens = useMemo(() => tokenApi(http), [http]);
  const call = useMemo(
    () => async (id: number, image: File) => {
      const usable = (await tokens.tokens(id)).find((token) => token.status === 1 && !token.expired);
      const token = usable ?? (await tokens.create(id, learningText("testTokenName")));
      const target = await tokens.url(token.id);
      const form = new FormData();
      form.append("file", image, image.name);
      // The service URL takes the service token, not the session's: a plain request, as curl sends it.
      const response = await fetch(target.path, {
        method: "POST",
        headers: { Authorization: `Bearer ${target.token}` },
        body: form,
      });
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) throw new Error(serverMessageOf(body) ?? String(response.status));
      return (body as { data: InferenceAnswer }).data;
    },
    [tokens],
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
