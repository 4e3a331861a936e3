import { Dialog, DialogBody, HTMLTable, Spinner } from "@blueprintjs/core";
import type { ChargeKindName } from "../../contracts/billing";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { formatDateTime } from "../../ui/kit/dates";
import { useLoaded } from "../../ui/kit/useLoaded";
import { readPriceHistory } from "./api";
import { kindText } from "./kinds";
import { billingText } from "./messages";
import { PriceCells } from "./PriceCells";

/** 历史版本 of a kind's price, the newest effective first. */
export function PriceHistoryDialog({ kind, onClose }: { kind: ChargeKindName; onClose: () => void }) {
  const { http } = useCore();
  const history = useLoaded(() => readPriceHistory(http, kind), `history:${kind}`);
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={billingText("historyTitle", { kind: kindText(kind) })}
      style={{ width: 720 }}
    >
      <DialogBody>
        {history.loading && !history.data ? (
          <Spinner size={24} />
        ) : (
          <HTMLTable compact striped aria-label={billingText("history")}>
            <thead>
              <tr>
                <th>{billingText("effectiveAt")}</th>
                <th>{billingText("standardPrice")}</th>
                <th>{billingText("salePrice")}</th>
                <th>{billingText("periods")}</th>
                <th>{billingText("createdBy")}</th>
              </tr>
            </thead>
            <tbody>
              {(history.data ?? []).map((version) => (
                <tr key={version.id}>
                  <td>{formatDateTime(version.effectiveAt)}</td>
                  <PriceCells price={version} />
                  <td>{version.createdBy}</td>
                </tr>
              ))}
              {history.data?.length === 0 && (
                <tr>
                  <td colSpan={5}>{t("table.empty")}</td>
                </tr>
              )}
            </tbody>
          </HTMLTable>
        )}
      </DialogBody>
    </Dialog>
  );
}
