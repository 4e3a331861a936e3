import { useCallback, useMemo, useState } from "react";
import { SlotRowActions } from "../../ui/kit/slots";
import { PUBLIC_RESOURCE_ACTIONS } from "../shared/sharingSlots";
import { Button, InputGroup, Tab, Tabs } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore, useSession } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import {
  FilterBar,
  FormDialog,
  listText,
  PagedTable,
  PublicSwitch,
  RowActions,
  rules,
  useConfirmDelete,
  useEditDialog,
  usePagedList,
  useRefusal,
  type Column,
  type FormField,
} from "../../ui/kit/list";
import { algorithmsApi, type Algorithm, type AlgorithmFields, type AlgorithmType } from "./api";
import { ExampleImageButtons } from "./ExampleImageButtons";
import { algorithmsText } from "./messages";
import { rightsOn, useAlgorithmRights } from "./permissions";
import { TypeTree } from "./types/TypeTree";
import { VersionsDialog } from "./versions/VersionsDialog";
import "./algorithms.css";

const NAME_MAX = 50;
const DESCRIPTION_MAX = 500;
type Scope = "mine" | "public";

const formFields = (types: AlgorithmType[]): FormField[] => [
  {
    name: "name",
    label: algorithmsText("name"),
    kind: "input",
    rules: rules(algorithmsText("name"), { max: NAME_MAX }),
  },
  {
    name: "typeId",
    label: algorithmsText("type"),
    kind: "select",
    options: types
      .filter((type) => type.parentId !== null)
      .map((type) => ({
        value: type.id,
        label: `${types.find((parent) => parent.id === type.parentId)?.name ?? ""} / ${type.name}`,
      })),
    rules: rules(algorithmsText("type"), { kind: "select" }),
  },
  {
    name: "description",
    label: algorithmsText("description"),
    kind: "textarea",
    rules: rules(algorithmsText("description"), { required: false, max: DESCRIPTION_MAX }),
  },
];

/**
 * 算法管理: the type tree, my / public algorithms, their example image and versions; each button shows
 * with its code (calcM-A01 add, A02 edit, A03 delete) and, on an algorithm, to its owner only.
 */
export default function AlgorithmsPage() {
  const { http } = useCore();
  const userId = useSession().user?.id;
  const api = useMemo(() => algorithmsApi(http), [http]);
  const [scope, setScope] = useState<Scope>("mine");
  const [typeId, setTypeId] = useState<number | null>(null);
  const [name, setName] = useState("");
  const [types, setTypes] = useState<AlgorithmType[]>([]);
  const [versionsOf, setVersionsOf] = useState<Algorithm | null>(null);
  const list = usePagedList((query) => (query.scope === "public" ? api.publicPage(query) : api.page(query)), {
    filters: { name: "", typeId: undefined as number | undefined, scope: "mine" as Scope },
  });
  const edit = useEditDialog<Algorithm>();
  const rights = useAlgorithmRights();
  const { confirmDelete, confirmElement } = useConfirmDelete();
  const refused = useRefusal("algorithms");
  const onTypesChanged = useCallback((next: AlgorithmType[]) => setTypes(next), []);
  // Bumped when an algorithm is added, moved or deleted: the tree's counts follow without a reload.
  const [algorithmsChanged, setAlgorithmsChanged] = useState(0);
  const countsChanged = () => setAlgorithmsChanged((count) => count + 1);

  const search = (patch: Partial<{ name: string; typeId: number | null; scope: Scope }>) =>
    list.search({
      name: (patch.name ?? name).trim(),
      typeId: (patch.typeId !== undefined ? patch.typeId : typeId) ?? undefined,
      scope: patch.scope ?? scope,
    });

  const save = async (values: AlgorithmFields) => {
    const body = {
      name: values.name.trim(),
      typeId: Number(values.typeId),
      description: values.description.trim(),
    };
    if (edit.row) await api.update(edit.row.id, body);
    else await api.create(body);
    list.refresh();
    countsChanged();
  };
  const remove = async (target: Algorithm) => {
    if (!(await confirmDelete(target.name))) return;
    await api.remove(target.id).then(() => {
      list.afterDelete();
      countsChanged();
    }, refused);
  };
  const own = (row: Algorithm) => userId === undefined || String(row.userId) === String(userId);

  const columns: Column<Algorithm>[] = [
    { key: "name", title: algorithmsText("name"), width: 180, render: (row) => row.name },
    { key: "type", title: algorithmsText("type"), width: 120, render: (row) => row.typeName },
    { key: "description", title: algorithmsText("description"), render: (row) => row.description || "-" },
    { key: "versions", title: algorithmsText("versionCount"), width: 70, render: (row) => row.versionCount },
    ...(scope === "public"
      ? [
          {
            key: "owner",
            title: algorithmsText("owner"),
            width: 100,
            render: (row: Algorithm) => row.userName,
          },
        ]
      : [
          {
            key: "public",
            title: algorithmsText("isPublic"),
            width: 70,
            render: (row: Algorithm) => (
              <PublicSwitch
                checked={row.isPublic === 1}
                disabled={!rights.edit}
                label={`${algorithmsText("isPublic")} ${row.name}`}
                onChange={(next) => api.setPublic(row.id, next)}
                onChanged={list.refresh}
              />
            ),
          },
        ]),
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
      title={algorithmsText("title")}
      toolbar={
        rights.add && (
          <Button
            size="small"
            icon="add"
            intent="primary"
            text={listText("createTitle", { entity: algorithmsText("entity") })}
            onClick={edit.openNew}
          />
        )
      }
    >
      <div className="ws-algorithms">
        <TypeTree
          api={api}
          rights={rights}
          selected={typeId}
          onChanged={onTypesChanged}
          countsVersion={algorithmsChanged}
          onSelect={(next) => {
            setTypeId(next);
            search({ typeId: next });
          }}
        />
        <div className="ws-algorithms-main">
          <Tabs
            id="algorithm-scope"
            selectedTabId={scope}
            onChange={(next) => {
              setScope(next as Scope);
              search({ scope: next as Scope });
            }}
          >
            <Tab id="mine" title={algorithmsText("mine")} />
            <Tab id="public" title={algorithmsText("public")} />
          </Tabs>
          <FilterBar
            onSearch={() => search({})}
            onReset={() => {
              setName("");
              search({ name: "" });
            }}
          >
            <InputGroup
              size="small"
              aria-label={algorithmsText("name")}
              placeholder={algorithmsText("name")}
              value={name}
              onValueChange={setName}
            />
          </FilterBar>
          <PagedTable
            aria-label={algorithmsText("title")}
            list={list}
            columns={columns}
            rowKey={(row) => row.id}
            actions={(row) => (
              <RowActions
                onEdit={own(row) && rights.edit ? () => edit.openEdit(row) : undefined}
                onDelete={own(row) && rights.remove ? () => void remove(row) : undefined}
              >
                <Button
                  size="small"
                  variant="minimal"
                  text={algorithmsText("versions")}
                  onClick={() => setVersionsOf(row)}
                />
                <ExampleImageButtons
                  api={api}
                  algorithm={row}
                  editable={own(row) && rights.edit}
                  onChanged={list.refresh}
                />
                <SlotRowActions
                  slot={PUBLIC_RESOURCE_ACTIONS}
                  row={{ resourceType: 2, id: row.id, name: row.name, ownerId: row.userId }}
                />
              </RowActions>
            )}
          />
        </div>
      </div>
      <FormDialog<AlgorithmFields>
        {...edit.dialogProps}
        entity={algorithmsText("entity")}
        fields={formFields(types)}
        initialValues={
          edit.row
            ? { name: edit.row.name, typeId: edit.row.typeId, description: edit.row.description }
            : {
                name: "",
                typeId: typeId && types.find((type) => type.id === typeId)?.parentId ? typeId : "",
                description: "",
              }
        }
        onSubmit={save}
      />
      {versionsOf && (
        <VersionsDialog
          api={api}
          algorithm={versionsOf}
          rights={rightsOn(rights, own(versionsOf))}
          onClose={() => {
            setVersionsOf(null);
            list.refresh();
          }}
        />
      )}
      {confirmElement}
    </PageFrame>
  );
}
