import { useState } from "react";
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FileInput,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  Tag,
} from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { failureText } from "../../ui/kit/list";
import type { ImportResult, UserAdminApi } from "./api";
import { rowsOfSheet, sheetProblem } from "./importRows";
import { readSpreadsheet } from "./readSpreadsheet";
import { userAdminText } from "./messages";
import { TAB_OPTIONS } from "./userFields";

export interface ImportDialogProps {
  isOpen: boolean;
  api: UserAdminApi;
  onClose: () => void;
  onImported: () => void;
}

/** 导入: a spreadsheet of users (xls / xlsx, 2048 KB), then a result per row. */
export function ImportDialog({ isOpen, api, onClose, onImported }: ImportDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [belongSystem, setBelongSystem] = useState(3);
  const [problem, setProblem] = useState<string | null>(null);
  const [results, setResults] = useState<ImportResult[] | null>(null);
  const [busy, setBusy] = useState(false);
  const { bus } = useCore();

  const close = () => {
    setFile(null);
    setProblem(null);
    setResults(null);
    onClose();
  };

  const choose = (chosen: File | undefined) => {
    setResults(null);
    setFile(null);
    if (!chosen) return;
    const found = sheetProblem(chosen);
    setProblem(found);
    if (!found) setFile(chosen);
  };

  const submit = async () => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      const rows = rowsOfSheet(
        await readSpreadsheet(file).catch(() => Promise.reject(new Error(userAdminText("sheetUnreadable")))),
      );
      if (rows.length === 0) setProblem(userAdminText("sheetEmpty"));
      else {
        const answered = await api.importUsers(belongSystem, rows);
        setResults(answered);
        const ok = answered.filter((result) => result.ok).length;
        const failed = answered.length - ok;
        bus.emit("user-admin", "ui.tip", {
          intent: failed === 0 ? "success" : "warning",
          message: userAdminText("importDone", { ok, failed }),
        });
        onImported();
      }
    } catch (error) {
      setProblem(
        failureText(error) ?? (error instanceof Error ? error.message : userAdminText("sheetUnreadable")),
      );
    } finally {
      setBusy(false);
    }
  };

  const okCount = results?.filter((result) => result.ok).length ?? 0;
  return (
    <Dialog isOpen={isOpen} title={userAdminText("importTitle")} onClose={close} canOutsideClickClose={false}>
      <DialogBody>
        <p className="bp6-text-muted">{userAdminText("importHint")}</p>
        {problem && (
          <Callout intent="danger" compact role="alert" className="ws-form-problem">
            {problem}
          </Callout>
        )}
        <FormGroup label={userAdminText("belongSystem")} labelFor="ws-import-system">
          <HTMLSelect
            id="ws-import-system"
            value={belongSystem}
            options={TAB_OPTIONS}
            onChange={(event) => setBelongSystem(Number(event.currentTarget.value))}
          />
        </FormGroup>
        <FileInput
          fill
          text={file?.name ?? userAdminText("chooseSheet")}
          inputProps={{ accept: ".xls,.xlsx", "aria-label": userAdminText("chooseSheet") }}
          onInputChange={(event) => choose(event.currentTarget.files?.[0])}
        />
        {results && (
          <div className="ws-import-results">
            <Callout compact intent={okCount === results.length ? "success" : "warning"}>
              <span role="status">
                {userAdminText("importSummary", { ok: okCount, failed: results.length - okCount })}
              </span>
            </Callout>
            <HTMLTable compact striped aria-label={userAdminText("importResult")}>
              <thead>
                <tr>
                  <th>{userAdminText("importRow")}</th>
                  <th>{t("field.account")}</th>
                  <th>{userAdminText("importResult")}</th>
                </tr>
              </thead>
              <tbody>
                {results.map((result) => (
                  <tr key={result.row}>
                    <td>{result.row}</td>
                    <td>{result.userName}</td>
                    <td>
                      <Tag minimal intent={result.ok ? "success" : "danger"}>
                        {result.message}
                      </Tag>
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("action.close")} onClick={close} />
            <Button
              intent="primary"
              text={userAdminText("import")}
              disabled={!file || busy}
              loading={busy}
              onClick={() => void submit()}
            />
          </>
        }
      />
    </Dialog>
  );
}
