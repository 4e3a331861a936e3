import { Classes, Icon, Menu, MenuItem, Tag } from "@blueprintjs/core";
import { annotationText } from "../messages";
import type { Item } from "../types";
import { t } from "../../../core/messages";

export interface ItemStripProps {
  items: Item[];
  currentId: number | null;
  /** Box counts known to be newer than the list's (after a save). */
  counts: Record<number, number>;
  /** Review mode: the result chosen for each item (1 pass, 0 fail). */
  results?: Record<number, 0 | 1 | undefined>;
  onOpen(itemId: number): void;
}

/**
 * The task's items with their box counts and the needs-correction marker; in review an item without any box is
 * flagged 未标注. The current one is active.
 */
export function ItemStrip({ items, currentId, counts, results, onOpen }: ItemStripProps) {
  if (items.length === 0) return <div className={Classes.TEXT_MUTED}>{t("table.empty")}</div>;
  return (
    <Menu className="ws-annot-strip" aria-label={annotationText("boxes")} size="small">
      {items.map((item, index) => {
        const count = counts[item.id] ?? item.annotationCount;
        const result = results?.[item.id];
        return (
          <MenuItem
            key={item.id}
            active={item.id === currentId}
            aria-current={item.id === currentId ? "true" : undefined}
            text={`${index + 1}. ${item.fileName}`}
            title={item.fileName}
            onClick={() => onOpen(item.id)}
            labelElement={
              <span className="ws-annot-stripitem">
                {results && count === 0 && (
                  <Tag minimal intent="danger">
                    {annotationText("unannotated")}
                  </Tag>
                )}
                {item.needsCorrection && (
                  <Tag minimal intent="warning">
                    {annotationText("needsCorrection")}
                  </Tag>
                )}
                {result !== undefined && (
                  <Icon icon={result ? "tick" : "cross"} intent={result ? "success" : "danger"} size={12} />
                )}
                <Tag minimal round>
                  {count}
                </Tag>
              </span>
            }
          />
        );
      })}
    </Menu>
  );
}
