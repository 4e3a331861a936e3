import { useEffect, useState } from "react";
import type { AxiosInstance } from "axios";
import { itemImage } from "../api";

/**
 * Object URLs of the given items' images, fetched as blobs through the core http (an <img> cannot
 * send the bearer). Only the ids asked for are fetched (the visible page); when they change or the
 * component unmounts, the fetches are aborted and the URLs revoked.
 */
export function useThumbnails(http: AxiosInstance, ids: number[]): Record<number, string> {
  const key = ids.join(",");
  const [made, setMade] = useState<{ key: string; urls: Record<number, string> }>({ key: "", urls: {} });

  useEffect(() => {
    if (!key || typeof URL.createObjectURL !== "function") return;
    const controller = new AbortController();
    const urls: string[] = [];
    for (const id of key.split(",").map(Number)) {
      itemImage(http, id, controller.signal)
        .then((blob) => {
          if (controller.signal.aborted) return;
          const url = URL.createObjectURL(blob);
          urls.push(url);
          setMade((prev) => ({ key, urls: { ...(prev.key === key ? prev.urls : {}), [id]: url } }));
        })
        .catch(() => undefined);
    }
    return () => {
      controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [http, key]);

  return made.key === key ? made.urls : {};
}
