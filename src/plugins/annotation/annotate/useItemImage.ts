import type { AxiosInstance } from "axios";
import { useLoaded } from "../../../ui/kit/useLoaded";
import { itemImageUrl } from "../api";

/**
 * The item's image as an object URL (fetched with the bearer through the core http), revoked when the
 * item changes or the page goes. `failed` when it could not be loaded.
 */
export function useItemImage(
  http: AxiosInstance,
  itemId: number | null,
): { url: string | null; failed: boolean } {
  const image = useLoaded(() => itemImageUrl(http, itemId!), itemId === null ? null : `item:${itemId}`, {
    release: (url) => URL.revokeObjectURL(url),
  });
  // A released (older) address is never shown: only the answer for this item, once it is in.
  if (itemId === null || image.loading) return { url: null, failed: false };
  return image.failed ? { url: null, failed: true } : { url: image.data, failed: false };
}
