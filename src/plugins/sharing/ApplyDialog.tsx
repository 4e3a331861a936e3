import { FormDialog, notEmpty, rules } from "../../ui/kit/list";
import { useCore } from "../../ui/CoreContext";
import type { PublicResourceRow } from "../shared/sharingSlots";
import { orderApi } from "./api";
import { st } from "./messages";

export const REASON_MAX = 200;

/** 申请共享: the reason for using another user's public dataset, algorithm or model. */
export default function ApplyDialog({ target, onClose }: { target: PublicResourceRow; onClose: () => void }) {
  const core = useCore();
  const submit = async (values: { reason: string }) => {
    await orderApi(core.http).create(target.resourceType, target.id, values.reason.trim());
    core.bus.emit("sharing", "ui.tip", { intent: "success", message: st("applied") });
  };
  return (
    <FormDialog<{ reason: string }>
      isOpen
      title={st("applyTitle", { name: target.name })}
      submitText={st("apply")}
      fields={[
        {
          name: "reason",
          label: st("reason"),
          kind: "textarea",
          rules: [notEmpty(st("reason")), ...rules(st("reason"), { required: false, max: REASON_MAX })],
        },
      ]}
      initialValues={{ reason: "" }}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
