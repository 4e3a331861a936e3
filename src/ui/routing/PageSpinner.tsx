import { Spinner } from "@blueprintjs/core";
import { t } from "../../core/messages";

/** The spinner where a page's code or a redirect is awaited. */
export function PageSpinner() {
  return (
    <div className="ws-page-spinner" role="status" aria-label={t("page.loading")}>
      <Spinner size={32} />
    </div>
  );
}
