import { Button, Callout, Dialog, DialogBody, DialogFooter } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { FormDialog, notEmpty, rules } from "../../ui/kit/list";
import { useCore } from "../../ui/CoreContext";
import { useLoaded } from "../../ui/kit/useLoaded";
import type { PublicResourceRow } from "../shared/sharingSlots";
import { orderApi } from "./api";
import { sharingText } from "./messages";
import { ORDER_LIMITS } from "../../contracts/sharing";

/**
 * 申请共享: the reason for using another user's public dataset, algorithm or model. A resource the user
 * may use already (a passed order, `pass-list`) says so instead of asking for a reason the server would
 * refuse.
 */
export default function ApplyDialog({ target, onClose }: { target: PublicResourceRow; onClose: () => void }) {
  const core = useCore();
  const passed = useLoaded(
    () => orderApi(core.http).passList(target.resourceType),
    `pass:${target.resourceType}`,
  );
  const submit = async (values: { reason: string }) => {
    await orderApi(core.http).create(target.resourceType, target.id, values.reason.trim());
    core.bus.emit("sharing", "ui.tip", { intent: "success", message: sharingText("applied") });
  };
  const title = sharingText("applyTitle", { name: target.name });
  // A failed check falls back to the form: the server still refuses a second application.
  if (passed.loading) return null;
  if (passed.data?.some((order) => order.resourceId === target.id)) {
    return (
      <Dialog isOpen title={title} onClose={onClose}>
        <DialogBody>
          <Callout intent="success" role="status">
            {sharingText("alreadyGranted")}
          </Callout>
        </DialogBody>
        <DialogFooter actions={<Button text={t("action.close")} onClick={onClose} />} />
      </Dialog>
    );
  }
  return (
    <FormDialog<{ reason: string }>
      isOpen
      title={title}
      submitText={sharingText("apply")}
      fields={[
        {
          name: "reason",
          label: sharingText("reason"),
          kind: "textarea",
          rules: [
            notEmpty(sharingText("reason")),
            ...rules(sharingText("reason"), { required: false, max: ORDER_LIMITS.reason }),
          ],
        },
      ]}
      initialValues={{ reason: "" }}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
