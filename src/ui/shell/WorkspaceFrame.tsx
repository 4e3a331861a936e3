import type { ReactNode } from "react";
import { NoAccessPage, NotFoundPage } from "../pages/StatusPages";
import { WorkspaceLayout } from "./WorkspaceLayout";

/** The workspace around a page, or around the not-found and no-access pages. */
export default function WorkspaceFrame({
  status,
  children,
}: {
  status: "page" | "notFound" | "noAccess";
  children?: ReactNode;
}) {
  return (
    <WorkspaceLayout>
      {status === "page" && children}
      {status === "notFound" && <NotFoundPage />}
      {status === "noAccess" && <NoAccessPage />}
    </WorkspaceLayout>
  );
}
