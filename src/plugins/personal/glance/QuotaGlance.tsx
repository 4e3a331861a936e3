import { ProgressBar } from "@blueprintjs/core";
import { useCore, useSession } from "../../../ui/CoreContext";
import { useLoaded } from "../../../ui/kit/useLoaded";
import { loadFailureText } from "../../../ui/kit/list/failureText";
import { personalApi, type QuotaEntry } from "../api";
import { personalText } from "../messages";
import { GlanceCard } from "./GlanceCard";

/** KiB as G with two decimals (the storage screen's unit). */
const gib = (kib: number) => `${(kib / 1_048_576).toFixed(2)}G`;

function QuotaRow({ entry }: { entry: QuotaEntry }) {
  const share = entry.group_block_soft > 0 ? entry.group_block_used / entry.group_block_soft : 0;
  return (
    <div className="ws-glance-quota">
      <strong>{entry.storage_name}</strong>
      <ProgressBar
        aria-label={entry.storage_name}
        value={Math.min(1, share)}
        stripes={false}
        intent={share > 0.9 ? "danger" : "primary"}
      />
      <span>
        {personalText("quotaUsed", { used: gib(entry.group_block_used), total: gib(entry.group_block_soft) })}
      </span>
    </div>
  );
}

/** The storage quota of each volume; without an HPC account there is none to ask for. */
export function QuotaGlance() {
  const { http } = useCore();
  const { hpcAccounts, encryptAccount } = useSession();
  const bound = hpcAccounts.length > 0;
  const quotas = useLoaded(() => personalApi(http).quotas(), bound ? `quota:${encryptAccount ?? ""}` : null);
  return (
    <GlanceCard
      title={personalText("quota")}
      loading={bound && quotas.loading && !quotas.data}
      failure={!bound ? personalText("quotaNoHpc") : quotas.failed ? loadFailureText(quotas.error) : null}
      onRetry={bound ? quotas.reload : undefined}
      empty={bound && quotas.data?.length === 0}
    >
      {quotas.data?.map((entry) => (
        <QuotaRow key={entry.storage_name} entry={entry} />
      ))}
    </GlanceCard>
  );
}
