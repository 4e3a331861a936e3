import { Button, ButtonGroup, Classes, Tag } from "@blueprintjs/core";
import { annotationText } from "../messages";
import { t } from "../../../core/messages";

export interface WorkbenchToolbarProps {
  zoom: number;
  readOnly: boolean;
  dirty: boolean;
  saving: boolean;
  hasSelection: boolean;
  boxCount: number;
  onZoom(direction: 1 | -1): void;
  onFit(): void;
  onDelete(): void;
  onSave(): void;
  /** 清空 (asks first); without it there is no button. */
  onClear?(): void;
}

/** Zoom (-, percentage, +, 适应), 删除 / 保存 / 清空 while editable, the saved state and the box count. */
export function WorkbenchToolbar(props: WorkbenchToolbarProps) {
  const { readOnly, dirty } = props;
  return (
    <div className="ws-annot-toolbar">
      <ButtonGroup>
        <Button
          size="small"
          icon="zoom-out"
          aria-label={annotationText("zoomOut")}
          title={annotationText("zoomOut")}
          onClick={() => props.onZoom(-1)}
        />
        <Button
          size="small"
          className="ws-annot-zoom"
          text={`${Math.round(props.zoom * 100)}%`}
          onClick={props.onFit}
          title={annotationText("fit")}
        />
        <Button
          size="small"
          icon="zoom-in"
          aria-label={annotationText("zoomIn")}
          title={annotationText("zoomIn")}
          onClick={() => props.onZoom(1)}
        />
        <Button size="small" icon="zoom-to-fit" text={annotationText("fit")} onClick={props.onFit} />
      </ButtonGroup>
      {readOnly ? (
        <Tag minimal>{annotationText("readOnly")}</Tag>
      ) : (
        <ButtonGroup>
          <Button
            size="small"
            icon="trash"
            text={t("action.delete")}
            disabled={!props.hasSelection}
            onClick={props.onDelete}
          />
          <Button
            size="small"
            icon="floppy-disk"
            intent="primary"
            text={t("action.save")}
            loading={props.saving}
            onClick={props.onSave}
          />
          {props.onClear && (
            <Button
              size="small"
              icon="eraser"
              text={annotationText("clear")}
              disabled={props.boxCount === 0}
              onClick={props.onClear}
            />
          )}
        </ButtonGroup>
      )}
      {!readOnly && (
        <span role="status">
          <Tag minimal intent={dirty ? "warning" : "success"}>
            {dirty ? annotationText("unsaved") : annotationText("saved")}
          </Tag>
        </span>
      )}
      <span className={Classes.TEXT_MUTED}>{annotationText("boxCount", { count: props.boxCount })}</span>
    </div>
  );
}
