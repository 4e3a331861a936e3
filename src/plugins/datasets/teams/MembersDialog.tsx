import { useState } from "react";
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, MenuItem, Spinner } from "@blueprintjs/core";
import { MultiSelect, type ItemPredicate, type ItemRenderer } from "@blueprintjs/select";
import { useCore } from "../../../ui/CoreContext";
import { listMembers, memberCandidates, saveMembers } from "../api";
import { datasetsText } from "../messages";
import type { Candidate, Team } from "../types";
import { t } from "../../../core/messages";
import { useLoaded } from "../../../ui/kit/useLoaded";

const nameOf = (user: Candidate) =>
  user.displayName ? `${user.displayName}（${user.userName}）` : user.userName;

const matches: ItemPredicate<Candidate> = (query, user) => {
  const needle = query.trim().toLowerCase();
  return !needle || `${user.userName} ${user.displayName}`.toLowerCase().includes(needle);
};

/** 成员管理: pick the team's members among the candidates and save the whole list in one call. */
export function MembersDialog({
  team,
  onClose,
  onSaved,
}: {
  team: Team | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const core = useCore();
  const [saving, setSaving] = useState(false);
  const teamId = team?.teamId ?? null;
  // The users to choose from (the team's members among them), and the members at first.
  const loaded = useLoaded(
    async () => {
      const [users, members] = await Promise.all([
        memberCandidates(core.http),
        listMembers(core.http, teamId!),
      ]);
      const known = new Map(users.map((user) => [user.userId, user]));
      for (const member of members) if (!known.has(member.userId)) known.set(member.userId, member);
      return { candidates: [...known.values()], members: members.map((member) => known.get(member.userId)!) };
    },
    teamId === null ? null : `team:${teamId}`,
  );
  const answer = loaded.loading || loaded.failed ? null : loaded.data;
  const candidates = answer ? answer.candidates : loaded.failed ? [] : null;
  // The picks of this opening of the dialog (the stored members until the first pick).
  const [picked, setPicked] = useState<Candidate[] | null>(null);
  const [pickedFor, setPickedFor] = useState(teamId);
  if (pickedFor !== teamId) {
    setPickedFor(teamId);
    setPicked(null);
  }
  const chosen = picked ?? answer?.members ?? [];
  const setChosen = (update: (prev: Candidate[]) => Candidate[]) => setPicked(update(chosen));

  const isChosen = (user: Candidate) => chosen.some((item) => item.userId === user.userId);
  const toggle = (user: Candidate) =>
    setChosen((prev) =>
      isChosen(user) ? prev.filter((item) => item.userId !== user.userId) : [...prev, user],
    );
  const renderItem: ItemRenderer<Candidate> = (user, { handleClick, handleFocus, modifiers }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={user.userId}
        text={nameOf(user)}
        roleStructure="listoption"
        selected={isChosen(user)}
        active={modifiers.active}
        disabled={modifiers.disabled}
        onClick={handleClick}
        onFocus={handleFocus}
      />
    ) : null;

  const save = async () => {
    if (teamId === null) return;
    setSaving(true);
    try {
      await saveMembers(
        core.http,
        teamId,
        chosen.map((user) => user.userId),
      );
      core.bus.emit("datasets", "ui.tip", { intent: "success", message: datasetsText("saveSuccess") });
      onSaved();
      onClose();
    } catch {
      // the tip has shown why; the choice stays
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      isOpen={team !== null}
      title={team ? datasetsText("membersTitle", { team: team.teamName }) : ""}
      onClose={onClose}
    >
      <DialogBody>
        {candidates === null ? (
          <Spinner size={20} />
        ) : (
          <FormGroup label={datasetsText("memberPick")} labelFor="ws-ds-members">
            <MultiSelect<Candidate>
              items={candidates}
              selectedItems={chosen}
              itemPredicate={matches}
              itemRenderer={renderItem}
              itemsEqual={(a, b) => a.userId === b.userId}
              onItemSelect={toggle}
              onRemove={(user) => toggle(user)}
              tagRenderer={nameOf}
              noResults={<MenuItem disabled text={datasetsText("noCandidates")} roleStructure="listoption" />}
              placeholder={datasetsText("memberSearch")}
              tagInputProps={{
                inputProps: { id: "ws-ds-members", "aria-label": datasetsText("memberPick") },
              }}
              popoverProps={{ minimal: true }}
              resetOnSelect
              fill
            />
          </FormGroup>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("confirm.cancel")} onClick={onClose} disabled={saving} />
            <Button
              intent="primary"
              text={t("action.save")}
              loading={saving}
              disabled={saving || candidates === null}
              onClick={() => void save()}
            />
          </>
        }
      />
    </Dialog>
  );
}
