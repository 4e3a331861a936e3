import { useState } from "react";
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLTable,
  InputGroup,
} from "@blueprintjs/core";
import type { ChargeKindName } from "../../contracts/billing";
import { t } from "../../core/messages";
import { centsToInput, parseYuan } from "../../core/money";
import { DateTimeField } from "../../ui/kit/DateTimeField";
import { parseDateTime } from "../../ui/kit/dates";
import { failureText } from "../../ui/kit/list";
import { kindText, unitText } from "./kinds";
import { billingText } from "./messages";
import type { PriceInput, PriceVersion } from "./types";

interface PeriodDraft {
  name: string;
  startHour: string;
  endHour: string;
  price: string;
}

const HOUR = /^\d{1,2}$/;

/** The typed form as a price, or the first problem's text. */
function readDraft(
  kind: ChargeKindName,
  standard: string,
  sale: string,
  periods: PeriodDraft[],
  effective: string,
): PriceInput | string {
  const standardCents = parseYuan(standard);
  if (standardCents === null) return billingText("badAmount", { label: billingText("standardPrice") });
  const saleCents = parseYuan(sale);
  if (saleCents === null) return billingText("badAmount", { label: billingText("salePrice") });
  const read: PriceInput["periods"] = [];
  for (const period of periods) {
    const priceCents = parseYuan(period.price);
    if (priceCents === null) return billingText("badAmount", { label: billingText("periodPrice") });
    if (!HOUR.test(period.startHour) || !HOUR.test(period.endHour)) return billingText("badHour");
    const startHour = Number(period.startHour);
    const endHour = Number(period.endHour);
    if (startHour > 23 || endHour < 1 || endHour > 24) return billingText("badHour");
    read.push({ name: period.name.trim(), startHour, endHour, priceCents });
  }
  const effectiveAt = parseDateTime(effective)?.getTime();
  return { kind, standardCents, saleCents, periods: read, ...(effectiveAt ? { effectiveAt } : {}) };
}

/**
 * 设置价格 of one kind: standard and sale price in yuan (read as integer cents), time-share periods
 * (hours of the day, China time, a period may pass midnight) and an optional effective time. A save
 * adds a version; the server's 400 shows above the fields and nothing typed is lost.
 */
export function PriceDialog({
  kind,
  current,
  onSave,
  onClose,
}: {
  kind: ChargeKindName;
  current: PriceVersion | null;
  onSave: (input: PriceInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const [standard, setStandard] = useState(current ? centsToInput(current.standardCents) : "");
  const [sale, setSale] = useState(current ? centsToInput(current.saleCents) : "");
  const [periods, setPeriods] = useState<PeriodDraft[]>(
    (current?.periods ?? []).map((one) => ({
      name: one.name,
      startHour: String(one.startHour),
      endHour: String(one.endHour),
      price: centsToInput(one.priceCents),
    })),
  );
  const [effective, setEffective] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const unit = unitText(kind);
  const setPeriod = (index: number, patch: Partial<PeriodDraft>) =>
    setPeriods((rows) => rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  const save = async () => {
    const input = readDraft(kind, standard, sale, periods, effective);
    if (typeof input === "string") return setProblem(input);
    setProblem(null);
    setSaving(true);
    try {
      await onSave(input);
      onClose();
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={billingText("setPriceTitle", { kind: kindText(kind) })}
      style={{ width: 640 }}
    >
      <DialogBody>
        {problem && <Callout intent="danger">{problem}</Callout>}
        <FormGroup
          label={`${billingText("standardPrice")} ${billingText("priceUnit", { unit })}`}
          labelFor="price-standard"
        >
          <InputGroup
            id="price-standard"
            value={standard}
            onChange={(event) => setStandard(event.currentTarget.value)}
          />
        </FormGroup>
        <FormGroup
          label={`${billingText("salePrice")} ${billingText("priceUnit", { unit })}`}
          labelFor="price-sale"
        >
          <InputGroup id="price-sale" value={sale} onChange={(event) => setSale(event.currentTarget.value)} />
        </FormGroup>
        <FormGroup label={billingText("periods")}>
          <HTMLTable compact aria-label={billingText("periods")}>
            <thead>
              <tr>
                <th>{billingText("periodName")}</th>
                <th>{billingText("startHour")}</th>
                <th>{billingText("endHour")}</th>
                <th>{billingText("periodPrice")}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {periods.map((period, index) => (
                <tr key={index}>
                  {(["name", "startHour", "endHour", "price"] as const).map((field) => (
                    <td key={field}>
                      <InputGroup
                        size="small"
                        aria-label={`${billingText(field === "name" ? "periodName" : field === "price" ? "periodPrice" : field)} ${index + 1}`}
                        value={period[field]}
                        onChange={(event) => setPeriod(index, { [field]: event.currentTarget.value })}
                      />
                    </td>
                  ))}
                  <td>
                    <Button
                      size="small"
                      variant="minimal"
                      text={billingText("removePeriod")}
                      onClick={() => setPeriods((rows) => rows.filter((_, at) => at !== index))}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <Button
            size="small"
            icon="add"
            text={billingText("addPeriod")}
            disabled={periods.length >= 6}
            onClick={() =>
              setPeriods((rows) => [...rows, { name: "", startHour: "", endHour: "", price: "" }])
            }
          />
        </FormGroup>
        <FormGroup
          label={billingText("effectiveAt")}
          labelFor="price-effective"
          helperText={billingText("effectiveNow")}
        >
          <DateTimeField id="price-effective" value={effective} onChange={setEffective} />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("confirm.cancel")} onClick={onClose} />
            <Button intent="primary" text={t("action.save")} loading={saving} onClick={() => void save()} />
          </>
        }
      />
    </Dialog>
  );
}
