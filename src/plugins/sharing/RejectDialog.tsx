import { FormDialog, notEmpty, rules } from "../../ui/kit/list";
import { sharingText } from "./messages";
import type { ApplyOrder } from "./types";
import { ORDER_LIMITS } from "../../contracts/sharing";

/** 驳回: the reason is required. */
export function RejectDialog(props: {
  order: ApplyOrder | null;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <FormDialog<{ rejectReason: string }>
      isOpen={props.order !== null}
      title={sharingText("rejectTitle")}
      submitText={sharingText("reject")}
      fields={[
        {
          name: "rejectReason",
          label: sharingText("rejectReason"),
          kind: "textarea",
          rules: [
            notEmpty(sharingText("rejectReason")),
            ...rules(sharingText("rejectReason"), { required: false, max: ORDER_LIMITS.rejectReason }),
          ],
        },
      ]}
      initialValues={{ rejectReason: "" }}
      onSubmit={(values) => props.onSubmit(values.rejectReason.trim())}
      onClose={props.onClose}
    />
  );
}
