import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { AnchorButton, Button, ButtonGroup, InputGroup, Switch } from "@blueprintjs/core";
import { storageText } from "../messages";
import { t } from "../../../core/messages";
import { DOCUMENTATION, FILE_API_DOC_CODE } from "../../shared/documentation";

/** The HTTP file-management documentation: its page in the documentation centre. */
export const STORAGE_DOCS_URL = `#${DOCUMENTATION.home.link({}, { doc: FILE_API_DOC_CODE })}`;

export interface StorageToolbarProps {
  showHidden: boolean;
  onRoot: () => void;
  onUp: () => void;
  onRefresh: () => void;
  onSearch: (name: string) => void;
  onShowHidden: (show: boolean) => void;
  onDownload: () => void;
  onUpload: () => void;
  /** Chooses a folder: its files upload under the same tree. */
  onUploadFolder: () => void;
  /** The table's keyboard shortcuts (also ? on the table). */
  onShortcuts: () => void;
  /** The user's codes allow downloading (storageM-download) and uploading (storageM-add). */
  canDownload?: boolean;
  canUpload?: boolean;
}

/** Root, up, refresh, search (Enter too), show hidden, download, upload (files, a folder), the shortcuts and the documentation link. */
export function StorageToolbar(props: StorageToolbarProps) {
  const [name, setName] = useState("");
  const latest = useRef({ name, onSearch: props.onSearch });
  useLayoutEffect(() => {
    latest.current = { name, onSearch: props.onSearch };
  });
  // One element for the input's right side: a new one on every render made Blueprint's InputGroup
  // measure it again (a forced layout of the whole page, the table's rows included) on each keystroke
  // and each listing.
  const searchButton = useMemo(
    () => (
      <Button
        variant="minimal"
        icon="search"
        aria-label={storageText("search")}
        onClick={() => latest.current.onSearch(latest.current.name.trim())}
      />
    ),
    [],
  );
  return (
    <div className="ws-storage-toolbar">
      <ButtonGroup>
        <Button icon="home" text={storageText("root")} onClick={props.onRoot} />
        <Button icon="arrow-up" text={storageText("up")} onClick={props.onUp} />
        <Button icon="refresh" text={t("action.refresh")} onClick={props.onRefresh} />
      </ButtonGroup>
      <InputGroup
        type="search"
        aria-label={storageText("searchPlaceholder")}
        placeholder={storageText("searchPlaceholder")}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") props.onSearch(name.trim());
        }}
        rightElement={searchButton}
      />
      <Switch
        className="ws-storage-hidden"
        label={storageText("showHidden")}
        checked={props.showHidden}
        onChange={(event) => props.onShowHidden(event.currentTarget.checked)}
      />
      <ButtonGroup>
        <Button
          icon="download"
          text={storageText("download")}
          disabled={props.canDownload === false}
          onClick={props.onDownload}
        />
        <Button
          icon="upload"
          intent="primary"
          text={storageText("upload")}
          disabled={props.canUpload === false}
          onClick={props.onUpload}
        />
        <Button
          icon="folder-shared-open"
          text={storageText("uploadFolder")}
          disabled={props.canUpload === false}
          onClick={props.onUploadFolder}
        />
      </ButtonGroup>
      <Button
        variant="minimal"
        icon="key-command"
        text={storageText("shortcuts")}
        onClick={props.onShortcuts}
      />
      <AnchorButton
        variant="minimal"
        icon="document-open"
        href={STORAGE_DOCS_URL}
        text={storageText("docs")}
      />
    </div>
  );
}
