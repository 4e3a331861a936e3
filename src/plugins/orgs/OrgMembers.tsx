import { useState } from "react";
import { Button, HTMLTable, InputGroup, Menu, MenuItem, PopoverNext } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useConfirm } from "../../ui/kit/list";
import { useLoaded } from "../../ui/kit/useLoaded";
import type { Member, OrgsApi } from "./api";
import { orgsText } from "./messages";

/** The members of one organisation: 添加成员 (search by account or name) and 移出. */
export function OrgMembers({
  api,
  orgId,
  onChanged,
}: {
  api: OrgsApi;
  orgId: string;
  onChanged: () => void;
}) {
  const members = useLoaded(() => api.members(orgId), `members:${orgId}`);
  const [keyword, setKeyword] = useState("");
  const [found, setFound] = useState<Member[] | null>(null);
  const { ask, element } = useConfirm();

  const search = async () => setFound(await api.candidates(orgId, keyword.trim()).catch(() => []));
  const add = async (member: Member) => {
    const next = await api.addMember(orgId, member.userId).catch(() => null);
    setFound(null);
    setKeyword("");
    if (next) {
      members.set(() => next);
      onChanged();
    }
  };
  const remove = async (member: Member) => {
    if (!(await ask(orgsText("confirmRemoveMember", { name: member.userName }), { intent: "danger" })))
      return;
    const next = await api.removeMember(orgId, member.userId).catch(() => null);
    if (next) {
      members.set(() => next);
      onChanged();
    }
  };

  return (
    <section aria-label={orgsText("members")}>
      <h4 className="bp6-heading">{orgsText("members")}</h4>
      <div className="ws-orgs-member-search">
        <PopoverNext
          isOpen={found !== null}
          onClose={() => setFound(null)}
          placement="bottom-start"
          content={
            <Menu aria-label={orgsText("addMember")}>
              {found?.length === 0 && <MenuItem disabled text={t("table.empty")} />}
              {found?.map((member) => (
                <MenuItem
                  key={member.userId}
                  text={`${member.userName}（${member.displayName}）`}
                  onClick={() => void add(member)}
                />
              ))}
            </Menu>
          }
        >
          <InputGroup
            size="small"
            aria-label={orgsText("memberKeyword")}
            placeholder={orgsText("memberKeyword")}
            value={keyword}
            onValueChange={setKeyword}
            onKeyDown={(event) => event.key === "Enter" && void search()}
          />
        </PopoverNext>
        <Button size="small" icon="add" text={orgsText("addMember")} onClick={() => void search()} />
      </div>
      <HTMLTable compact striped aria-label={orgsText("members")}>
        <thead>
          <tr>
            <th>{t("field.account")}</th>
            <th>{orgsText("displayName")}</th>
            <th>{t("table.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {(members.data ?? []).length === 0 && (
            <tr>
              <td colSpan={3}>{members.loading ? t("page.loading") : t("table.empty")}</td>
            </tr>
          )}
          {(members.data ?? []).map((member) => (
            <tr key={member.userId}>
              <td>{member.userName}</td>
              <td>{member.displayName}</td>
              <td>
                <Button
                  size="small"
                  variant="minimal"
                  intent="danger"
                  text={orgsText("removeMember")}
                  onClick={() => void remove(member)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {element}
    </section>
  );
}
