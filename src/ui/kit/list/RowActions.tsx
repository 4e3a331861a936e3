import type { ReactNode } from "react";
import { Button } from "@blueprintjs/core";
import { t } from "../../../core/messages";
/**
 * A list row's actions: the row's own buttons first (查看, 成员管理, 置顶…), then 编辑 and 删除 when
 * their handlers are given (leave one out where the user lacks its permission code).
 *
 *   actions={(row) => (
 *     <RowActions onEdit={() => edit.openEdit(row)} onDelete={() => void remove(row)}>
 *       <Button size="small" variant="minimal" text="复制" onClick={() => copy(row)} />
 *     </RowActions>
 *   )}
 */
export function RowActions({
  children,
  onEdit,
  onDelete,
}: {
  children?: ReactNode;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  return (
    <>
      {children}
      {onEdit && <Button size="small" variant="minimal" text={t("action.edit")} onClick={onEdit} />}
      {onDelete && (
        <Button size="small" variant="minimal" intent="danger" text={t("action.delete")} onClick={onDelete} />
      )}
    </>
  );
}
