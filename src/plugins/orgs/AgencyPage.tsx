import { useMemo, useState } from "react";
import { Button, Dialog, DialogBody, HTMLTable, InputGroup } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore, usePermissions } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import {
  emailRules,
  FilterBar,
  FormDialog,
  listText,
  PagedTable,
  phoneRules,
  RowActions,
  rules,
  useConfirmDelete,
  useEditDialog,
  usePagedList,
  type Column,
  type FormField,
} from "../../ui/kit/list";
import { orgsApi, type Agency, type AgencyFields } from "./api";
import { orgsText } from "./messages";
import { ORG_LIMITS } from "../../contracts/orgs";
import { CODE } from "../../contracts/permissionCodes";

const NO_FILTERS = { name: "", phone: "" };
const EMPTY: AgencyFields = { name: "", contact: "", phone: "", email: "", address: "", description: "" };

const formFields = (): FormField[] => [
  {
    name: "name",
    label: orgsText("agencyName"),
    kind: "input",
    rules: rules(orgsText("agencyName"), { max: ORG_LIMITS.agencyName }),
  },
  {
    name: "contact",
    label: orgsText("contact"),
    kind: "input",
    rules: rules(orgsText("contact"), { max: ORG_LIMITS.contact }),
  },
  { name: "phone", label: orgsText("phone"), kind: "input", required: true, rules: phoneRules() },
  { name: "email", label: orgsText("email"), kind: "input", rules: emailRules(false) },
  {
    name: "address",
    label: orgsText("address"),
    kind: "input",
    rules: rules(orgsText("address"), { required: false, max: ORG_LIMITS.address }),
  },
  {
    name: "description",
    label: orgsText("agencyIntro"),
    kind: "textarea",
    rules: rules(orgsText("agencyIntro"), { required: false, max: ORG_LIMITS.agencyIntro }),
  },
];

const trimmed = (values: AgencyFields): AgencyFields => ({
  name: values.name.trim(),
  contact: values.contact.trim(),
  phone: values.phone.trim(),
  email: values.email.trim(),
  address: values.address.trim(),
  description: values.description.trim(),
});

/** 运营机构管理: operating agencies, filtered by name and phone, with detail, 新增, 编辑 and 删除. */
export default function AgencyPage() {
  const { http } = useCore();
  const canWrite = usePermissions().has(CODE.userManage);
  const api = useMemo(() => orgsApi(http), [http]);
  const [filters, setFilters] = useState(NO_FILTERS);
  const list = usePagedList((query) => api.agencyPage(query), { filters: NO_FILTERS });
  const edit = useEditDialog<Agency>();
  const [shown, setShown] = useState<Agency | null>(null);
  const { confirmDelete, confirmElement } = useConfirmDelete();

  const save = async (values: AgencyFields) => {
    await api.saveAgency(trimmed(values), edit.row?.id);
    list.refresh();
  };
  const remove = async (row: Agency) => {
    if (!(await confirmDelete(row.name))) return;
    await api.removeAgency(row.id).then(
      () => list.afterDelete(),
      () => undefined,
    );
  };
  const view = async (row: Agency) => setShown(await api.agency(row.id));

  const columns: Column<Agency>[] = [
    { key: "name", title: orgsText("agencyName"), render: (row) => row.name },
    { key: "contact", title: orgsText("contact"), width: 100, render: (row) => row.contact },
    { key: "phone", title: orgsText("phone"), width: 120, render: (row) => row.phone },
    { key: "email", title: orgsText("email"), render: (row) => row.email || "-" },
    { key: "createTime", title: t("field.createTime"), width: 160, render: (row) => row.createTime },
  ];
  const detailRows: [string, string][] = shown
    ? [
        [orgsText("agencyName"), shown.name],
        [orgsText("contact"), shown.contact],
        [orgsText("phone"), shown.phone],
        [orgsText("email"), shown.email || "-"],
        [orgsText("address"), shown.address || "-"],
        [orgsText("agencyIntro"), shown.description || "-"],
        [t("field.createTime"), shown.createTime],
      ]
    : [];

  return (
    <PageFrame
      title={orgsText("agencies")}
      toolbar={
        canWrite && (
          <Button
            size="small"
            icon="add"
            intent="primary"
            text={listText("createTitle", { entity: orgsText("agency") })}
            onClick={edit.openNew}
          />
        )
      }
    >
      <FilterBar
        onSearch={() => list.search({ name: filters.name.trim(), phone: filters.phone.trim() })}
        onReset={() => {
          setFilters(NO_FILTERS);
          list.search(NO_FILTERS);
        }}
      >
        <InputGroup
          size="small"
          aria-label={orgsText("agencyName")}
          placeholder={orgsText("agencyName")}
          value={filters.name}
          onValueChange={(name) => setFilters((current) => ({ ...current, name }))}
        />
        <InputGroup
          size="small"
          aria-label={orgsText("phone")}
          placeholder={orgsText("phone")}
          value={filters.phone}
          onValueChange={(phone) => setFilters((current) => ({ ...current, phone }))}
        />
      </FilterBar>
      <PagedTable
        aria-label={orgsText("agencies")}
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        actions={(row) => (
          <RowActions
            onEdit={canWrite ? () => edit.openEdit(row) : undefined}
            onDelete={canWrite ? () => void remove(row) : undefined}
          >
            <Button size="small" variant="minimal" text={orgsText("detail")} onClick={() => void view(row)} />
          </RowActions>
        )}
      />
      <FormDialog<AgencyFields>
        {...edit.dialogProps}
        entity={orgsText("agency")}
        fields={formFields()}
        initialValues={edit.row ? trimmed(edit.row) : EMPTY}
        onSubmit={save}
      />
      <Dialog isOpen={shown !== null} title={shown?.name} onClose={() => setShown(null)}>
        <DialogBody>
          <HTMLTable compact className="ws-orgs-detail">
            <tbody>
              {detailRows.map(([label, value]) => (
                <tr key={label}>
                  <th>{label}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </DialogBody>
      </Dialog>
      {confirmElement}
    </PageFrame>
  );
}
