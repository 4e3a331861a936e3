import { useEffect, useState } from "react";
import type { AxiosInstance } from "axios";
import { itemImageUrl } from "../api";

/**
 * The item's image as an object URL (fetched with the bearer through the core http), revoked when the
 * item changes or the page goes. `failed` when it could not be loaded.
 */
export function useItemImage(
  http: AxiosInstance,
  itemId: number | null,
): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ itemId: number | null; url: string | null; failed: boolean }>({
    itemId: null,
    url: null,
    failed: false,
  });
  useEffect(() => {
    if (itemId === null) return;
    let live = true;
    let url: string | null = null;
    itemImageUrl(http, itemId)
      .then((created) => {
        if (!live) return URL.revokeObjectURL(created);
        url = created;
        setState({ itemId, url: created, failed: false });
      })
      .catch(() => live && setState({ itemId, url: null, failed: true }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [http, itemId]);
  return state.itemId === itemId ? { url: state.url, failed: state.failed } : { url: null, failed: false };
}
