import { useRef, useState } from "react";
import axios from "axios";
import { serverMessageOf } from "../../../core/errors";
import type { InferenceAnswer } from "./demoApi";
import { demoText } from "./demoMessages";

/** A recognition call: the demo's, or the service URL with a token (the flow's test call). */
export type InferenceCall = (serviceId: number, image: File) => Promise<InferenceAnswer>;

/** One recognition at a time: the answer, or the refusal's own text (a stopped service, a picture it cannot read). */
export function useInference(call: InferenceCall) {
  const [answer, setAnswer] = useState<InferenceAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const latest = useRef(0);
  const run = async (serviceId: number, image: File) => {
    const ask = ++latest.current;
    setBusy(true);
    setProblem(null);
    setAnswer(null);
    try {
      const result = await call(serviceId, image);
      if (ask === latest.current) setAnswer(result);
    } catch (error) {
      const text = axios.isAxiosError(error)
        ? serverMessageOf(error.response?.data)
        : error instanceof Error
          ? error.message
          : undefined;
      if (ask === latest.current) setProblem(text ?? demoText("failed"));
    } finally {
      if (ask === latest.current) setBusy(false);
    }
  };
  const clear = () => {
    latest.current += 1;
    setAnswer(null);
    setBusy(false);
  };
  return { answer, problem, busy, run, clear, refuse: setProblem };
}
