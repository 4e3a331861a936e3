import { createSlot } from "../../core/extensions";
import type { LoadComponent } from "../../ui/kit/slots/types";

/**
 * What /home/sharePage (分享下载, ai-domain §2: no check) shows for a share link: the page of the portal
 * plugin shows its documentation page, unless the address carries `?token=`; then the first view
 * contributed here opens the shared thing (the datasets plugin's: a shared dataset version).
 */
export interface SharePageView {
  title: string;
  load: LoadComponent<{ token: string }>;
}

export const SHARE_PAGE_VIEWS = createSlot<SharePageView>("shell.sharePage.views");
