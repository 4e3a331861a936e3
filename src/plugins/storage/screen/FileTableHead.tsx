import { Icon } from "@blueprintjs/core";
import { t } from "../../../core/messages";
import { storageText } from "../messages";
import type { RowSort, SortKey } from "./sortRows";

const COLUMNS: { key: SortKey; label: () => string }[] = [
  { key: "name", label: () => storageText("colName") },
  { key: "type", label: () => storageText("colType") },
  { key: "uid", label: () => storageText("colUid") },
  { key: "gid", label: () => storageText("colGid") },
  { key: "perm", label: () => storageText("colPerm") },
  { key: "size", label: () => t("field.size") },
  { key: "time", label: () => storageText("colTime") },
  { key: "path", label: () => storageText("colPath") },
];

export const COLUMN_COUNT = COLUMNS.length;

const iconOf = (direction: RowSort["direction"] | undefined) =>
  direction === "ascending"
    ? "chevron-up"
    : direction === "descending"
      ? "chevron-down"
      : "double-caret-vertical";

/**
 * The file table's header. With `onSort`, the whole header cell sorts (a click anywhere in it; the
 * button inside it takes the keyboard's Enter and Space and its click reaches the cell).
 */
export function FileTableHead({ sort, onSort }: { sort?: RowSort | null; onSort?: (key: SortKey) => void }) {
  return (
    <thead>
      <tr>
        {COLUMNS.map(({ key, label }) => {
          const direction = sort?.key === key ? sort.direction : undefined;
          if (!onSort)
            return (
              <th key={key} className={`ws-storage-col-${key}`}>
                {label()}
              </th>
            );
          return (
            <th
              key={key}
              aria-sort={direction ?? "none"}
              className={`ws-storage-sortable ws-storage-col-${key}`}
              onClick={() => onSort(key)}
            >
              <button
                type="button"
                className="ws-storage-sort"
                title={storageText("sortBy", { column: label() })}
              >
                {label()}
                <Icon icon={iconOf(direction)} size={12} />
              </button>
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
