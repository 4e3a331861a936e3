import { DocPage } from "./DocPage";
import { useHashRoute } from "./useHashRoute";

/** /home/demonstration, usePage, tipPage, sharePage, noticePage: the CMS page whose code is the last segment. */
export const DOC_TITLES: Record<string, string> = {
  demonstration: "演示",
  usePage: "使用说明",
  tipPage: "操作指南",
  sharePage: "分享下载",
  noticePage: "上线公告",
};

export default function DocRoutePage() {
  const code = useHashRoute().path.split("/").pop() ?? "";
  return <DocPage key={code} code={code} title={DOC_TITLES[code] ?? ""} />;
}
