import { useMemo, useState } from "react";
import { Button, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
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
import { useLoaded } from "../../ui/kit/useLoaded";
import { orgsApi, type Company, type CompanyForm, type OrgOption } from "./api";
import { orgsText } from "./messages";
import { ResourcesDialog } from "./ResourcesDialog";
import { ORG_LIMITS } from "../../contracts/orgs";

const NO_FILTERS = { name: "", orgId: "" };
const EMPTY: CompanyForm = {
  name: "",
  orgId: "",
  creditCode: "",
  contact: "",
  phone: "",
  email: "",
  description: "",
};
const CREDIT_CODE = /^[0-9A-Z]{18}$/;

const formFields = (orgs: OrgOption[]): FormField[] => [
  {
    name: "name",
    label: orgsText("companyName"),
    kind: "input",
    rules: rules(orgsText("companyName"), { max: ORG_LIMITS.companyName }),
  },
  {
    name: "orgId",
    label: orgsText("organisation"),
    kind: "select",
    options: orgs.map((org) => ({ value: org.id, label: org.title })),
    rules: rules(orgsText("organisation"), { kind: "select", required: false }),
  },
  {
    name: "creditCode",
    label: orgsText("creditCode"),
    kind: "input",
    rules: rules(orgsText("creditCode"), {
      required: false,
      max: ORG_LIMITS.creditCode,
      pattern: CREDIT_CODE,
    }),
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
    name: "description",
    label: orgsText("companyIntro"),
    kind: "textarea",
    rules: rules(orgsText("companyIntro"), { required: false, max: ORG_LIMITS.companyIntro }),
  },
];

const fieldsOf = (row: Company): CompanyForm => ({
  name: row.name,
  orgId: row.orgId ?? "",
  creditCode: row.creditCode,
  contact: row.contact,
  phone: row.phone,
  email: row.email,
  description: row.description,
});

/** 企业管理: companies by name and organisation, with 新增 / 编辑 / 删除 and their HPC resources. */
export default function CompanyPage() {
  const { http } = useCore();
  const api = useMemo(() => orgsApi(http), [http]);
  const orgs = useLoaded(() => api.governmentOrgs(), "government-orgs");
  const [filters, setFilters] = useState(NO_FILTERS);
  const list = usePagedList((query) => api.companyPage(query), { filters: NO_FILTERS });
  const edit = useEditDialog<Company>();
  const [resourcesOf, setResourcesOf] = useState<Company | null>(null);
  const { confirmDelete, confirmElement } = useConfirmDelete();

  const save = async (values: CompanyForm) => {
    const body = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, String(value ?? "").trim()]),
    ) as CompanyForm;
    await api.saveCompany(body, edit.row?.id);
    list.refresh();
  };
  const remove = async (row: Company) => {
    if (!(await confirmDelete(row.name))) return;
    await api.removeCompany(row.id).then(
      () => list.afterDelete(),
      () => undefined,
    );
  };

  const columns: Column<Company>[] = [
    { key: "name", title: orgsText("companyName"), render: (row) => row.name },
    { key: "org", title: orgsText("organisation"), render: (row) => row.orgTitle || "-" },
    { key: "contact", title: orgsText("contact"), width: 100, render: (row) => row.contact },
    { key: "phone", title: orgsText("phone"), width: 120, render: (row) => row.phone },
    { key: "resources", title: orgsText("resourceCount"), width: 90, render: (row) => row.resourceCount },
    { key: "createTime", title: t("field.createTime"), width: 160, render: (row) => row.createTime },
  ];

  return (
    <PageFrame
      title={orgsText("companies")}
      toolbar={
        <Button
          size="small"
          icon="add"
          intent="primary"
          text={listText("createTitle", { entity: orgsText("company") })}
          onClick={edit.openNew}
        />
      }
    >
      <FilterBar
        onSearch={() => list.search({ name: filters.name.trim(), orgId: filters.orgId })}
        onReset={() => {
          setFilters(NO_FILTERS);
          list.search(NO_FILTERS);
        }}
      >
        <InputGroup
          size="small"
          aria-label={orgsText("companyName")}
          placeholder={orgsText("companyName")}
          value={filters.name}
          onValueChange={(name) => setFilters((current) => ({ ...current, name }))}
        />
        <HTMLSelect
          aria-label={orgsText("organisation")}
          value={filters.orgId}
          onChange={(event) => {
            const orgId = event.currentTarget.value;
            setFilters((current) => ({ ...current, orgId }));
          }}
        >
          <option value="">{orgsText("allOrgs")}</option>
          {(orgs.data ?? []).map((org) => (
            <option key={org.id} value={org.id}>
              {org.title}
            </option>
          ))}
        </HTMLSelect>
      </FilterBar>
      <PagedTable
        aria-label={orgsText("companies")}
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        actions={(row) => (
          <RowActions onEdit={() => edit.openEdit(row)} onDelete={() => void remove(row)}>
            <Button
              size="small"
              variant="minimal"
              text={orgsText("resources")}
              onClick={() => setResourcesOf(row)}
            />
          </RowActions>
        )}
      />
      <FormDialog<CompanyForm>
        {...edit.dialogProps}
        entity={orgsText("company")}
        fields={formFields(orgs.data ?? [])}
        initialValues={edit.row ? fieldsOf(edit.row) : EMPTY}
        onSubmit={save}
      />
      <ResourcesDialog
        api={api}
        company={resourcesOf}
        onClose={(changed) => {
          setResourcesOf(null);
          if (changed) list.refresh();
        }}
      />
      {confirmElement}
    </PageFrame>
  );
}
