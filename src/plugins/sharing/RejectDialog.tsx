import { FormDialog, notEmpty, rules } from "../../ui/kit/list";
import { st } from "./messages";
import type { ApplyOrder } from "./types";

/** 驳回: the reason is required. */
export function RejectDialog(props: {
  order: ApplyOrder | null;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <FormDialog<{ rejectReason: string }>
      isOpen={props.order !== null}
      title={st("rejectTitle")}
      submitText={st("reject")}
      fields={[
        {
          name: "rejectReason",
          label: st("rejectReason"),
          kind: "textarea",
          rules: [notEmpty(st("rejectReason")), ...rules(st("rejectReason"), { required: false, max: 200 })],
        },
      ]}
      initialValues={{ rejectReason: "" }}
      onSubmit={(values) => props.onSubmit(values.rejectReason.trim())}
      onClose={props.onClose}
    />
  );
}
