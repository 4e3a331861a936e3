import { useLoaded } from "../../ui/kit/useLoaded";
import { useMemo, useState } from "react";
import { Button, HTMLSelect, InputGroup, Tag } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import {
  FilterBar,
  FormDialog,
  formatCount,
  PagedTable,
  PublicSwitch,
  RowActions,
  useConfirmDelete,
  useEditDialog,
  usePagedList,
  useRefusal,
  type Column,
} from "../../ui/kit/list";
import { servicesApi, type ServiceFields, type ServiceRow } from "./api";
import { servicesText } from "./messages";
import { SERVICES_PLUGIN_ID } from "./paths";
import { PublishDialog } from "./PublishDialog";
import { ServiceDrawer } from "./ServiceDrawer";
import { serviceFields } from "./serviceForm";
import "./services.css";

const NO_FILTERS = { name: "", status: "", taskType: "" };

/**
 * 服务管理: the user's services (filter by name, status and task type); 发布服务 picks a model version;
 * edit, delete (a running service is refused by the server, its reason shown), start/stop with
 * 确认切换状态吗？, a warning when its model version is closed or gone (it then answers 409), and a
 * detail drawer with the tokens (URL and curl example) and the monitoring.
 */
export default function ServiceManagementPage() {
  const { http } = useCore();
  const api = useMemo(() => servicesApi(http), [http]);
  const industries = useLoaded(() => api.industries(), "industries");
  const [filters, setFilters] = useState(NO_FILTERS);
  const list = usePagedList((query) => api.page(query), { filters: NO_FILTERS });
  const edit = useEditDialog<ServiceRow>();
  const [publishing, setPublishing] = useState(false);
  const [detail, setDetail] = useState<ServiceRow | null>(null);
  const { confirmDelete, confirmElement } = useConfirmDelete();
  const refusal = useRefusal(SERVICES_PLUGIN_ID);

  const save = async (values: ServiceFields) => {
    if (edit.row) await api.update(edit.row.id, values);
    list.refresh();
  };
  const remove = async (row: ServiceRow) => {
    if (!(await confirmDelete(row.name))) return;
    await api.remove(row.id).then(() => list.afterDelete(), refusal);
  };
  const setFilter = (name: keyof typeof NO_FILTERS, value: string) =>
    setFilters((prev) => ({ ...prev, [name]: value }));

  const columns: Column<ServiceRow>[] = [
    {
      key: "name",
      title: servicesText("name"),
      width: 160,
      render: (row) => (
        <a href="#" onClick={(event) => (event.preventDefault(), setDetail(row))}>
          {row.name}
        </a>
      ),
    },
    {
      key: "taskType",
      title: servicesText("taskType"),
      width: 90,
      render: (row) => servicesText(row.taskType),
    },
    {
      key: "model",
      title: servicesText("model"),
      width: 150,
      render: (row) => `${row.modelName} ${row.modelVersion}`,
    },
    { key: "instances", title: servicesText("instances"), width: 70, render: (row) => row.instances },
    {
      key: "calls",
      title: servicesText("callCount"),
      width: 80,
      render: (row) => formatCount(row.callCount),
    },
    {
      key: "isPublic",
      title: servicesText("isPublic"),
      width: 70,
      render: (row) => (row.isPublic ? servicesText("publicYes") : servicesText("publicNo")),
    },
    {
      key: "status",
      title: t("field.status"),
      width: 170,
      render: (row) => (
        <span className="ws-list-nowrap">
          <PublicSwitch
            checked={row.status === 1}
            label={`${servicesText("switchStatus")} ${row.name}`}
            onChange={(next) =>
              api.setStatus(row.id, next).catch((error: unknown) => {
                refusal(error);
                throw error;
              })
            }
            onChanged={list.refresh}
          />{" "}
          <Tag minimal intent={row.status ? "success" : "none"}>
            {row.status ? servicesText("running") : servicesText("stopped")}
          </Tag>
          {row.versionProblem && (
            <>
              {" "}
              <Tag minimal intent="danger" icon="warning-sign">
                {row.versionProblem}
              </Tag>
            </>
          )}
        </span>
      ),
    },
    {
      key: "createTime",
      title: t("field.createTime"),
      className: "ws-list-nowrap",
      width: 160,
      render: (row) => row.createTime,
    },
  ];

  return (
    <PageFrame
      title={servicesText("manageTitle")}
      toolbar={
        <Button
          size="small"
          icon="cloud-upload"
          intent="primary"
          text={servicesText("publish")}
          onClick={() => setPublishing(true)}
        />
      }
    >
      <FilterBar
        onSearch={() => list.search({ ...filters, name: filters.name.trim() })}
        onReset={() => {
          setFilters(NO_FILTERS);
          list.search(NO_FILTERS);
        }}
      >
        <InputGroup
          size="small"
          aria-label={servicesText("name")}
          placeholder={servicesText("name")}
          value={filters.name}
          onValueChange={(value) => setFilter("name", value)}
        />
        <HTMLSelect
          aria-label={t("field.status")}
          value={filters.status}
          onChange={(event) => setFilter("status", event.currentTarget.value)}
          options={[
            { value: "", label: servicesText("allStatuses") },
            { value: "1", label: servicesText("running") },
            { value: "0", label: servicesText("stopped") },
          ]}
        />
        <HTMLSelect
          aria-label={servicesText("taskType")}
          value={filters.taskType}
          onChange={(event) => setFilter("taskType", event.currentTarget.value)}
          options={[
            { value: "", label: servicesText("allTaskTypes") },
            { value: "classification", label: servicesText("classification") },
            { value: "detection", label: servicesText("detection") },
          ]}
        />
      </FilterBar>
      <PagedTable
        aria-label={servicesText("manageTitle")}
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        actions={(row) => (
          <RowActions onEdit={() => edit.openEdit(row)} onDelete={() => void remove(row)}>
            <Button
              size="small"
              variant="minimal"
              text={servicesText("detail")}
              onClick={() => setDetail(row)}
            />
          </RowActions>
        )}
      />
      <PublishDialog
        isOpen={publishing}
        api={api}
        onClose={() => setPublishing(false)}
        onPublished={list.refresh}
      />
      <FormDialog<ServiceFields>
        {...edit.dialogProps}
        entity={servicesText("entity")}
        fields={serviceFields(industries.data ?? [])}
        initialValues={{
          name: edit.row?.name ?? "",
          description: edit.row?.description ?? "",
          instances: String(edit.row?.instances ?? 1),
          isPublic: String(edit.row?.isPublic ?? 0),
          classifyId: edit.row?.classifyId ? String(edit.row.classifyId) : "",
        }}
        onSubmit={save}
      />
      <ServiceDrawer service={detail} api={api} onClose={() => setDetail(null)} />
      {confirmElement}
    </PageFrame>
  );
}
