import { FormDialog, notEmpty, type Rule } from "../../ui/kit/list";
import { centsOf, priceInput } from "./money";
import { sharingText } from "./messages";
import type { ApplyOrder } from "./types";

const priceRule: Rule = {
  trigger: "blur",
  check: (value) => (centsOf(String(value ?? "")) === null ? sharingText("priceInvalid") : null),
};

/** 定价: the order's price typed in yuan, sent as integer cents. */
export function PriceDialog(props: {
  order: ApplyOrder | null;
  onSubmit: (cents: number) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <FormDialog<{ price: string }>
      isOpen={props.order !== null}
      title={sharingText("priceTitle")}
      fields={[
        {
          name: "price",
          label: sharingText("price"),
          kind: "input",
          rules: [notEmpty(sharingText("price")), priceRule],
        },
      ]}
      initialValues={{ price: props.order ? priceInput(props.order) : "" }}
      onSubmit={(values) => props.onSubmit(centsOf(values.price) ?? 0)}
      onClose={props.onClose}
    />
  );
}
