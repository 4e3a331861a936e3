import { Button, HTMLTable, Tag } from "@blueprintjs/core";
import type { AccountProfile } from "./api";
import { personalText } from "./messages";
import { smsDialogOpen } from "./smsDialogState";

/** The phone number (masked) and the password, each set through an SMS code. */
export function SecurityTab({ profile }: { profile: AccountProfile }) {
  const hasPhone = profile.phone !== "";
  return (
    <HTMLTable className="ws-personal-form">
      <tbody>
        <tr>
          <th>{personalText("phone")}</th>
          <td aria-label={personalText("phone")}>
            {hasPhone ? profile.phone : <Tag minimal>{personalText("phoneNone")}</Tag>}
          </td>
          <td>
            <Button
              text={personalText(hasPhone ? "changePhone" : "setPhone")}
              onClick={() => smsDialogOpen.next(2)}
            />
          </td>
        </tr>
        <tr>
          <th>{personalText("password")}</th>
          <td className="bp6-text-muted">
            {hasPhone ? personalText("passwordHint") : personalText("needPhoneFirst")}
          </td>
          <td>
            <Button
              text={personalText("setPassword")}
              disabled={!hasPhone}
              onClick={() => smsDialogOpen.next(3)}
            />
          </td>
        </tr>
      </tbody>
    </HTMLTable>
  );
}
