import { useState } from "react";
import { Button, HTMLTable, Spinner } from "@blueprintjs/core";
import type { ChargeKindName } from "../../contracts/billing";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { formatDateTime } from "../../ui/kit/dates";
import { PageFrame } from "../../ui/kit/PageFrame";
import { useLoaded } from "../../ui/kit/useLoaded";
import { readPrices, savePrice } from "./api";
import { kindText, unitText } from "./kinds";
import { billingText } from "./messages";
import "./billing.css";
import { PriceCells } from "./PriceCells";
import { PriceDialog } from "./PriceDialog";
import { PriceHistoryDialog } from "./PriceHistoryDialog";

/**
 * 资源计费设置 (compute per core-hour, storage per GB-day, inference per call) or 共享计费设置 (per
 * use): each item's price in force, a scheduled one, 设置价格 and 历史版本.
 */
export function PriceSettingPage({ title, kinds }: { title: string; kinds: ChargeKindName[] }) {
  const { http } = useCore();
  const prices = useLoaded(() => readPrices(http), "prices");
  const [editing, setEditing] = useState<ChargeKindName | null>(null);
  const [history, setHistory] = useState<ChargeKindName | null>(null);
  const rows = (prices.data ?? []).filter((row) => kinds.includes(row.kind));
  const editingPrice = rows.find((row) => row.kind === editing);

  return (
    <PageFrame title={title}>
      {prices.loading && !prices.data ? (
        <Spinner size={24} />
      ) : (
        <HTMLTable compact striped aria-label={title} className="billing-table">
          <thead>
            <tr>
              <th>{billingText("chargeKind")}</th>
              <th>{billingText("unit")}</th>
              <th>{billingText("standardPrice")}</th>
              <th>{billingText("salePrice")}</th>
              <th>{billingText("periods")}</th>
              <th>{billingText("effectiveAt")}</th>
              <th>{billingText("nextPrice")}</th>
              <th>{t("table.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.kind}>
                <td>{kindText(row.kind)}</td>
                <td>{billingText("priceUnit", { unit: unitText(row.kind) })}</td>
                <PriceCells price={row.current} />
                <td>{row.current ? formatDateTime(row.current.effectiveAt) : "-"}</td>
                <td>{row.next ? formatDateTime(row.next.effectiveAt) : "-"}</td>
                <td>
                  <Button
                    size="small"
                    variant="minimal"
                    intent="primary"
                    text={billingText("setPrice")}
                    onClick={() => setEditing(row.kind)}
                  />
                  <Button
                    size="small"
                    variant="minimal"
                    text={billingText("history")}
                    onClick={() => setHistory(row.kind)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {editing && (
        <PriceDialog
          kind={editing}
          current={editingPrice?.next ?? editingPrice?.current ?? null}
          onSave={async (input) => {
            await savePrice(http, input);
            prices.reload();
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {history && <PriceHistoryDialog kind={history} onClose={() => setHistory(null)} />}
    </PageFrame>
  );
}
