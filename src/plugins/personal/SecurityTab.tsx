import { Button, HTMLTable, Tag } from "@blueprintjs/core";
import type { AccountProfile } from "./api";
import { pt } from "./messages";
import { smsDialogOpen } from "./smsDialogState";

/** The phone number (masked) and the password, each set through an SMS code. */
export function SecurityTab({ profile }: { profile: AccountProfile }) {
  const hasPhone = profile.phone !== "";
  return (
    <HTMLTable className="ws-personal-form">
      <tbody>
        <tr>
          <th>{pt("phone")}</th>
          <td aria-label={pt("phone")}>{hasPhone ? profile.phone : <Tag minimal>{pt("phoneNone")}</Tag>}</td>
          <td>
            <Button text={pt(hasPhone ? "changePhone" : "setPhone")} onClick={() => smsDialogOpen.next(2)} />
          </td>
        </tr>
        <tr>
          <th>{pt("password")}</th>
          <td className="bp6-text-muted">{hasPhone ? pt("passwordHint") : pt("needPhoneFirst")}</td>
          <td>
            <Button text={pt("setPassword")} disabled={!hasPhone} onClick={() => smsDialogOpen.next(3)} />
          </td>
        </tr>
      </tbody>
    </HTMLTable>
  );
}
