import { Icon, Tag, Tooltip } from "@blueprintjs/core";
import { storageText } from "../messages";

export interface QuotaBarProps {
  /** Remaining storage in G (2 decimals), or null while unknown. */
  remaining: string | null;
  validity: { start: string; end: string } | null;
}

/** The GPUFS tip and the remaining storage in G with the validity period as a tooltip. */
export function QuotaBar({ remaining, validity }: QuotaBarProps) {
  return (
    <div className="ws-storage-quota">
      <Icon icon="info-sign" intent="primary" />
      <span>{storageText("gpufsTip")}</span>
      <Tooltip
        content={
          validity
            ? storageText("validity", { start: validity.start, end: validity.end })
            : storageText("validityUnknown")
        }
      >
        <Tag minimal intent="primary" data-testid="storage-remaining">
          {storageText("remaining", { amount: remaining ?? "-" })}
        </Tag>
      </Tooltip>
    </div>
  );
}
