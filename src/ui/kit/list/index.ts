/**
 * The list kit: paged lists, dense tables, form rules and dialogs, confirmations.
 *
 *   import { usePagedList, PagedTable, ListToolbar, FilterBar, FormDialog, useEditDialog, rules,
 *            useConfirmDelete, PublicSwitch } from "../../ui/kit/list";
 *   import { DenseTable } from "../../ui/kit/list/DenseTable";  // imported by itself: it brings
 *                                                              // Blueprint Table2 and its CSS
 *
 * See each file's head comment for its usage; tests in tests/ui/listKit*.test.tsx.
 */
export {
  usePagedList,
  type PageAnswer,
  type PageQuery,
  type PagedList,
  type PagedListOptions,
} from "./usePagedList";
export { PagedTable, type Column, type PagedTableProps, type PagedView } from "./PagedTable";
export { ListPager, PAGE_SIZES, pageNumbers, type ListPagerProps, type PagerTextKey } from "./ListPager";
export {
  rules,
  notEmpty,
  phoneRules,
  emailRules,
  idNumberRules,
  validate,
  isEmpty,
  PHONE_PATTERN,
  EMAIL_PATTERN,
  ID_NUMBER_PATTERN,
  type Rule,
  type RuleKind,
  type RuleTrigger,
  type RulesOptions,
} from "./formRules";
export { ListToolbar, type ListToolbarProps } from "./ListToolbar";
export { FilterBar, type FilterBarProps } from "./FilterBar";
export { useEditDialog, type EditDialog } from "./useEditDialog";
export { FormDialog, type FormField, type FormValues, type FormDialogProps } from "./FormDialog";
export { FieldInput, type FieldKind, type FieldOption } from "./FieldInput";
export { useConfirm, useConfirmDelete, deleteMessage, type ConfirmOptions } from "./confirmDelete";
export { PublicSwitch, type PublicSwitchProps } from "./PublicSwitch";
export { RowActions } from "./RowActions";
export { formatCount } from "./formatCount";
export { listText } from "./listMessages";
export { failureText, loadFailureText } from "./failureText";
export { LoadFailure, type LoadFailureProps } from "./LoadFailure";
export { showRefusal, useRefusal } from "./useRefusal";
