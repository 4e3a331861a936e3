import type { ReactNode } from "react";
import { NoAccessPage, NotFoundPage, UnauditedPage } from "../pages/StatusPages";
import { WorkspaceLayout } from "./WorkspaceLayout";

/** The workspace around a page, or around the not-found, no-access and not-audited pages. */
export default function WorkspaceFrame({
  status,
  children,
}: {
  status: "page" | "notFound" | "noAccess" | "unaudited";
  children?: ReactNode;
}) {
  return (
    <WorkspaceLayout>
      {status === "page" && children}
      {status === "notFound" && <NotFoundPage />}
      {status === "noAccess" && <NoAccessPage />}
      {status === "unaudited" && <UnauditedPage />}
    </WorkspaceLayout>
  );
}
