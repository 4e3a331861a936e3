import { useState } from "react";
import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Tag,
} from "@blueprintjs/core";
import { useCore } from "../../../ui/CoreContext";
import { t } from "../../../core/messages";
import { useLoaded } from "../../../ui/kit/useLoaded";
import type { ShareLink } from "../../../contracts/datasetVersions";
import type { DatasetVersion } from "../types";
import { createShare, listShares, revokeShare, shareLinkUrl } from "../versionApi";
import { datasetVersionsText, type VersionTextKey } from "./versionMessages";

const HOUR = 3_600_000;
const EXPIRIES: { key: VersionTextKey; ms: number | null }[] = [
  { key: "expiryHour", ms: HOUR },
  { key: "expiryDay", ms: 24 * HOUR },
  { key: "expiryWeek", ms: 7 * 24 * HOUR },
  { key: "expiryMonth", ms: 30 * 24 * HOUR },
  { key: "expiryNever", ms: null },
];

/** `YYYY-MM-DDTHH:mm` of a local time, for a datetime-local input. */
const localInput = (time: number) => {
  const d = new Date(time - new Date(time).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};

/**
 * 分享: links that open the version on /home/sharePage without a sign-in. The owner picks how long a new
 * link lasts (presets, never, or a time of their own), copies it, and revokes any link.
 */
export function ShareDialog(props: {
  dataSetId: number;
  version: DatasetVersion | null;
  onClose: () => void;
}) {
  const core = useCore();
  const { version } = props;
  const [choice, setChoice] = useState<string>("expiryWeek");
  const [custom, setCustom] = useState(() => localInput(Date.now() + 24 * HOUR));
  const [created, setCreated] = useState<ShareLink | null>(null);
  const [busy, setBusy] = useState(false);
  const links = useLoaded(
    () => listShares(core.http, props.dataSetId, version!.id),
    version ? `shares:${version.id}` : null,
  );
  const tip = (message: string) => core.bus.emit("datasets", "ui.tip", { intent: "success", message });

  const expireAt = () => {
    if (choice === "expiryCustom") return new Date(custom).getTime();
    const preset = EXPIRIES.find((entry) => entry.key === choice);
    return preset?.ms == null ? null : Date.now() + preset.ms;
  };
  const create = async () => {
    if (!version) return;
    setBusy(true);
    try {
      setCreated(await createShare(core.http, props.dataSetId, version.id, expireAt()));
      links.reload();
    } catch {
      // the tip has shown why (an expiry in the past)
    } finally {
      setBusy(false);
    }
  };
  const copy = async (token: string) => {
    try {
      await navigator.clipboard.writeText(shareLinkUrl(token));
      tip(datasetVersionsText("linkCopied"));
    } catch {
      // no clipboard (an insecure origin): the link stays selected in its field to copy by hand
    }
  };
  const revoke = async (link: ShareLink) => {
    try {
      await revokeShare(core.http, link.id);
      if (created?.id === link.id) setCreated(null);
      links.reload();
    } catch {
      // the tip has shown why
    }
  };
  const state = (link: ShareLink) =>
    link.revoked ? (
      <Tag minimal>{datasetVersionsText("revoked")}</Tag>
    ) : link.expired ? (
      <Tag minimal intent="warning">
        {datasetVersionsText("expired")}
      </Tag>
    ) : (
      <Tag minimal intent="success">
        {datasetVersionsText("active")}
      </Tag>
    );

  return (
    <Dialog
      isOpen={version !== null}
      onClose={props.onClose}
      title={version ? datasetVersionsText("shareTitle", { version: version.version }) : ""}
      style={{ width: 640 }}
    >
      <DialogBody>
        <div className="ws-list-toolbar">
          <FormGroup label={datasetVersionsText("expiry")} labelFor="ws-share-expiry" inline>
            <HTMLSelect
              id="ws-share-expiry"
              value={choice}
              onChange={(event) => setChoice(event.currentTarget.value)}
              options={[...EXPIRIES.map((entry) => entry.key), "expiryCustom" as const].map((key) => ({
                value: key,
                label: datasetVersionsText(key),
              }))}
            />
          </FormGroup>
          {choice === "expiryCustom" && (
            <FormGroup label={datasetVersionsText("expiryAt")} labelFor="ws-share-at" inline>
              <input
                id="ws-share-at"
                className="bp6-input"
                type="datetime-local"
                value={custom}
                onChange={(event) => setCustom(event.currentTarget.value)}
              />
            </FormGroup>
          )}
          <Button
            intent="primary"
            text={datasetVersionsText("createLink")}
            loading={busy}
            onClick={() => void create()}
          />
        </div>
        {created && (
          <FormGroup label={datasetVersionsText("link")} labelFor="ws-share-link">
            <div className="ws-dsv-link">
              <InputGroup
                id="ws-share-link"
                readOnly
                value={shareLinkUrl(created.token)}
                inputRef={(input) => input?.select()}
              />
              <Button
                icon="clipboard"
                text={datasetVersionsText("copyLink")}
                onClick={() => void copy(created.token)}
              />
            </div>
          </FormGroup>
        )}
        <h4>{datasetVersionsText("links")}</h4>
        {links.data?.length ? (
          <HTMLTable compact striped aria-label={datasetVersionsText("links")} style={{ width: "100%" }}>
            <thead>
              <tr>
                <th scope="col">{t("field.createTime")}</th>
                <th scope="col">{datasetVersionsText("expireTime")}</th>
                <th scope="col">{t("field.status")}</th>
                <th scope="col" />
              </tr>
            </thead>
            <tbody>
              {links.data.map((link) => (
                <tr key={link.id}>
                  <td>{link.createTime}</td>
                  <td>{link.expireTime ?? datasetVersionsText("never")}</td>
                  <td>{state(link)}</td>
                  <td>
                    {!link.revoked && !link.expired && (
                      <>
                        <Button
                          size="small"
                          variant="minimal"
                          text={datasetVersionsText("copyLink")}
                          aria-label={`${datasetVersionsText("copyLink")} ${link.createTime}`}
                          onClick={() => void copy(link.token)}
                        />
                        <Button
                          size="small"
                          variant="minimal"
                          intent="danger"
                          text={datasetVersionsText("revoke")}
                          aria-label={`${datasetVersionsText("revoke")} ${link.createTime}`}
                          onClick={() => void revoke(link)}
                        />
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        ) : (
          <p className="ws-ds-muted">{datasetVersionsText("noLinks")}</p>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={t("action.close")} onClick={props.onClose} />} />
    </Dialog>
  );
}
