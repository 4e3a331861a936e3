import { createCatalogue } from "../../core/messages";

/*
 * The two texts the sharing manifest shows before any of its pages loads (the avatar menu's entry and
 * the public lists' action), part of the plugin's catalogue (messages.ts spreads them in). Apart, so
 * the sign-in page's bundle does not carry the whole catalogue (design §6).
 */
export const sharingMenuZh = {
  apply: "申请共享",
  myTitle: "我的共享申请",
} as const;

export const sharingMenuEn: Record<keyof typeof sharingMenuZh, string> = {
  apply: "Apply to share",
  myTitle: "My sharing applications",
};

export const sharingMenuText = createCatalogue(sharingMenuZh, sharingMenuEn);
