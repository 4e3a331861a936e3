import { useMemo, useState } from "react";
import { SlotRowActions } from "../../ui/kit/slots";
import { PUBLIC_RESOURCE_ACTIONS } from "../shared/sharingSlots";
import { Button, HTMLSelect, InputGroup, Tab, Tabs } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore, usePermissions } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import { useLoaded } from "../../ui/kit/useLoaded";
import {
  FilterBar,
  FormDialog,
  formatCount,
  listText,
  PagedTable,
  PublicSwitch,
  RowActions,
  useConfirmDelete,
  useEditDialog,
  usePagedList,
  useRefusal,
  type Column,
} from "../../ui/kit/list";
import { navigate } from "../../ui/routing/hashLocation";
import { modelsApi, type ModelFields, type ModelRow } from "./api";
import { modelsText } from "./messages";
import { modelFields } from "./modelForm";
import { MODEL_PAGES } from "./paths";
import { MODEL_CODES } from "./permissions";
import { ResourceCostDialog } from "./ResourceCostDialog";
import { ExampleImageDialog } from "./ExampleImageDialog";

const NO_FILTERS = { name: "", category: "" };
type Scope = "mine" | "public";

/**
 * 我的模型: the user's models (filter by name and category; 新增模型, 编辑, 删除, 公开, 版本, 资源消耗)
 * and a tab of every user's public models.
 */
export default function ModelsPage() {
  const { http } = useCore();
  const permissions = usePermissions();
  const api = useMemo(() => modelsApi(http), [http]);
  const [scope, setScope] = useState<Scope>("mine");
  const [name, setName] = useState("");
  const [category, setCategory] = useState("");
  const categories = useLoaded(() => api.categories(), "categories").data ?? [];
  const list = usePagedList((query) => (scope === "mine" ? api.page(query) : api.publicPage(query)), {
    filters: NO_FILTERS,
  });
  const edit = useEditDialog<ModelRow>();
  const [costOf, setCostOf] = useState<ModelRow | null>(null);
  const [imageOf, setImageOf] = useState<ModelRow | null>(null);
  const { confirmDelete, confirmElement } = useConfirmDelete();
  const refused = useRefusal("models");
  const canAdd = permissions.has(MODEL_CODES.add);
  const canEdit = permissions.has(MODEL_CODES.edit);
  const canDelete = permissions.has(MODEL_CODES.remove);

  const save = async (values: ModelFields) => {
    const body = {
      name: values.name.trim(),
      category: values.category,
      description: values.description.trim(),
    };
    if (edit.row) await api.update(edit.row.id, body);
    else await api.create(body);
    list.refresh();
  };
  const remove = async (row: ModelRow) => {
    if (!(await confirmDelete(row.name))) return;
    await api.remove(row.id).then(() => list.afterDelete(), refused);
  };
  const switchScope = (next: Scope) => {
    setScope(next);
    setName("");
    setCategory("");
    list.search(NO_FILTERS);
  };

  const columns: Column<ModelRow>[] = [
    {
      key: "name",
      title: modelsText("name"),
      width: 180,
      render: (row) =>
        scope === "mine" ? (
          <a href={`#${MODEL_PAGES.versions.link({}, { modelId: row.id })}`}>{row.name}</a>
        ) : (
          row.name
        ),
    },
    { key: "category", title: modelsText("category"), width: 90, render: (row) => row.category },
    { key: "description", title: modelsText("description"), render: (row) => row.description || "-" },
    {
      key: "versions",
      title: modelsText("versionCount"),
      width: 70,
      render: (row) => formatCount(row.versionCount),
    },
    scope === "mine"
      ? {
          key: "public",
          title: modelsText("isPublic"),
          width: 70,
          render: (row) => (
            <PublicSwitch
              checked={row.isPublic === 1}
              label={`${modelsText("isPublic")} ${row.name}`}
              disabled={!canEdit}
              onChange={(next) => api.setPublic(row.id, next)}
              onChanged={list.refresh}
            />
          ),
        }
      : { key: "owner", title: modelsText("owner"), width: 100, render: (row) => row.ownerName },
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
      title={modelsText("title")}
      toolbar={
        scope === "mine" && canAdd ? (
          <Button
            size="small"
            icon="add"
            intent="primary"
            text={listText("createTitle", { entity: modelsText("entity") })}
            onClick={edit.openNew}
          />
        ) : undefined
      }
    >
      <Tabs id="models-scope" selectedTabId={scope} onChange={(id) => switchScope(id as Scope)}>
        <Tab id="mine" title={modelsText("mineTab")} />
        <Tab id="public" title={modelsText("publicTab")} />
      </Tabs>
      <FilterBar
        onSearch={() => list.search({ name: name.trim(), category })}
        onReset={() => {
          setName("");
          setCategory("");
          list.search(NO_FILTERS);
        }}
      >
        <InputGroup
          size="small"
          aria-label={modelsText("name")}
          placeholder={modelsText("name")}
          value={name}
          onValueChange={setName}
        />
        <HTMLSelect
          aria-label={modelsText("category")}
          value={category}
          onChange={(event) => setCategory(event.currentTarget.value)}
          options={[
            { value: "", label: modelsText("allCategories") },
            ...categories.map((value) => ({ value, label: value })),
          ]}
        />
      </FilterBar>
      <PagedTable
        aria-label={scope === "mine" ? modelsText("title") : modelsText("publicTab")}
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        actions={
          scope === "mine"
            ? (row) => (
                <RowActions
                  onEdit={canEdit ? () => edit.openEdit(row) : undefined}
                  onDelete={canDelete ? () => void remove(row) : undefined}
                >
                  <Button
                    size="small"
                    variant="minimal"
                    text={modelsText("versions")}
                    onClick={() => navigate(MODEL_PAGES.versions.link({}, { modelId: row.id }))}
                  />
                  <Button
                    size="small"
                    variant="minimal"
                    text={modelsText("resourceCost")}
                    onClick={() => setCostOf(row)}
                  />
                  <Button
                    size="small"
                    variant="minimal"
                    text={modelsText("exampleImage")}
                    onClick={() => setImageOf(row)}
                  />
                </RowActions>
              )
            : (row) => (
                <SlotRowActions
                  slot={PUBLIC_RESOURCE_ACTIONS}
                  row={{ resourceType: 3, id: row.id, name: row.name, ownerId: row.userId }}
                />
              )
        }
      />
      <FormDialog<ModelFields>
        {...edit.dialogProps}
        entity={modelsText("entity")}
        fields={modelFields(categories)}
        initialValues={
          edit.row
            ? { name: edit.row.name, category: edit.row.category, description: edit.row.description }
            : { name: "", category: "", description: "" }
        }
        onSubmit={save}
      />
      <ResourceCostDialog
        model={costOf}
        load={(id) => api.resourceCost(id)}
        onClose={() => setCostOf(null)}
      />
      <ExampleImageDialog
        model={imageOf}
        canEdit={canEdit}
        load={(id) => api.exampleImage(id)}
        upload={(id, data) => api.uploadImage(id, data).then(list.refresh)}
        onClose={() => setImageOf(null)}
      />
      {confirmElement}
    </PageFrame>
  );
}
