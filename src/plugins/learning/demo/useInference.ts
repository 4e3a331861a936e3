import { useRef, useState } from "react";
import axios from "axios";
import { serverMessageOf } from "../../../core/errors";
import type { demoApi, InferenceAnswer } from "./demoApi";
import { demoText } from "./demoMessages";

/** One recognition at a time: the answer, or the refusal's own text (a stopped service, a picture it cannot read). */
export function useInference(api: ReturnType<typeof demoApi>) {
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
      const result = await api.infer(serviceId, image);
      if (ask === latest.current) setAnswer(result);
    } catch (error) {
      const text = axios.isAxiosError(error) ? serverMessageOf(error.response?.data) : undefined;
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
