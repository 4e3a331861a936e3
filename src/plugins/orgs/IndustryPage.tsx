import { useMemo, useState } from "react";
import { Button, ButtonGroup, Card, NonIdealState, Spinner, Tree } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import {
  FormDialog,
  LoadFailure,
  listText,
  rules,
  useConfirmDelete,
  type FormField,
} from "../../ui/kit/list";
import { useLoaded } from "../../ui/kit/useLoaded";
import { orgsApi, type ClassifyNode } from "./api";
import { orgsText } from "./messages";
import { find, flatten, subtreeIds, toTreeNodes, type TreeItem } from "./treeNodes";
import "./orgs.css";
import { ORG_LIMITS } from "../../contracts/orgs";

const asItems = (nodes: ClassifyNode[]): TreeItem<number>[] =>
  nodes.map((node) => ({ id: node.id, label: node.name, children: asItems(node.children) }));

interface ClassifyFields extends Record<string, unknown> {
  name: string;
  parentId: string;
}

type Editing =
  | { mode: "create"; parentId: number | null }
  | { mode: "edit"; id: number; parentId: number | null; name: string }
  | null;

/** Where a node sits among its siblings: first, last, or both. */
function placeOf(items: TreeItem<number>[], id: number): { first: boolean; last: boolean } {
  const siblings = (parentOf(items, id) ?? { children: items }).children;
  const at = siblings.findIndex((item) => item.id === id);
  return { first: at === 0, last: at === siblings.length - 1 };
}

function parentOf(items: TreeItem<number>[], id: number): TreeItem<number> | undefined {
  for (const item of items) {
    if (item.children.some((child) => child.id === id)) return item;
    const inner = parentOf(item.children, id);
    if (inner) return inner;
  }
  return undefined;
}

/** 行业分类: the industry classification tree with 新增, 新增下级, 编辑, 上移 / 下移 and 删除. */
export default function IndustryPage() {
  const { http } = useCore();
  const api = useMemo(() => orgsApi(http), [http]);
  const tree = useLoaded(() => api.classifyTree(), "classify");
  const [selected, setSelected] = useState<number | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<Editing>(null);
  const { confirmDelete, confirmElement } = useConfirmDelete();
  const items = asItems(tree.data ?? []);
  const current = selected !== null ? find(items, selected) : undefined;
  const place = current ? placeOf(items, current.id) : { first: true, last: true };

  const excluded = editing?.mode === "edit" ? subtreeIds(items, editing.id) : new Set<number>();
  const fields: FormField[] = [
    {
      name: "name",
      label: orgsText("classifyName"),
      kind: "input",
      rules: rules(orgsText("classifyName"), { max: ORG_LIMITS.classifyName }),
    },
    {
      name: "parentId",
      label: orgsText("parentClassify"),
      kind: "select",
      options: [
        { value: "", label: orgsText("noParentClassify") },
        ...flatten(items)
          .filter((item) => !excluded.has(item.id))
          .map((item) => ({ value: String(item.id), label: `${"　".repeat(item.depth)}${item.label}` })),
      ],
      rules: rules(orgsText("parentClassify"), { kind: "select", required: false }),
    },
  ];

  const save = async (values: ClassifyFields) => {
    const body = { name: values.name.trim(), parentId: values.parentId ? Number(values.parentId) : null };
    await api.saveClassify(body, editing?.mode === "edit" ? editing.id : undefined);
    tree.reload();
  };
  const move = async (id: number, direction: -1 | 1) => {
    await api.moveClassify(id, direction).catch(() => undefined);
    tree.reload();
  };
  const remove = async (id: number, name: string) => {
    if (!(await confirmDelete(name))) return;
    const done = await api.removeClassify(id).then(
      () => true,
      () => false,
    );
    if (done) {
      setSelected(null);
      tree.reload();
    }
  };
  const toggle = (id: number, open: boolean) =>
    setCollapsed((before) => {
      const next = new Set(before);
      if (open) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <PageFrame
      title={orgsText("industries")}
      toolbar={
        <Button
          size="small"
          icon="add"
          intent="primary"
          text={listText("createTitle", { entity: orgsText("classify") })}
          onClick={() => setEditing({ mode: "create", parentId: null })}
        />
      }
    >
      {current && (
        <div className="ws-orgs-tree-actions" role="toolbar" aria-label={current.label}>
          <strong>{current.label}</strong>
          <ButtonGroup>
            <Button
              size="small"
              icon="add"
              text={orgsText("addChild")}
              onClick={() => setEditing({ mode: "create", parentId: current.id })}
            />
            <Button
              size="small"
              icon="edit"
              text={t("action.edit")}
              onClick={() =>
                setEditing({
                  mode: "edit",
                  id: current.id,
                  name: current.label,
                  parentId: parentOf(items, current.id)?.id ?? null,
                })
              }
            />
            <Button
              size="small"
              icon="arrow-up"
              text={orgsText("moveUp")}
              disabled={place.first}
              onClick={() => void move(current.id, -1)}
            />
            <Button
              size="small"
              icon="arrow-down"
              text={orgsText("moveDown")}
              disabled={place.last}
              onClick={() => void move(current.id, 1)}
            />
            <Button
              size="small"
              icon="trash"
              intent="danger"
              text={t("action.delete")}
              onClick={() => void remove(current.id, current.label)}
            />
          </ButtonGroup>
        </div>
      )}
      <Card className="ws-orgs-tree" aria-label={orgsText("industries")}>
        {tree.loading && !tree.data ? (
          <Spinner size={20} />
        ) : tree.failed ? (
          <LoadFailure error={tree.error} onRetry={tree.reload} />
        ) : items.length === 0 ? (
          <NonIdealState description={t("table.empty")} />
        ) : (
          <Tree<number>
            contents={toTreeNodes(items, selected, collapsed)}
            onNodeClick={(node) => setSelected(Number(node.id))}
            onNodeExpand={(node) => toggle(Number(node.id), true)}
            onNodeCollapse={(node) => toggle(Number(node.id), false)}
          />
        )}
      </Card>
      <FormDialog<ClassifyFields>
        isOpen={editing !== null}
        mode={editing?.mode === "edit" ? "edit" : "create"}
        entity={orgsText("classify")}
        fields={fields}
        initialValues={{
          name: editing?.mode === "edit" ? editing.name : "",
          parentId: editing?.parentId ? String(editing.parentId) : "",
        }}
        onSubmit={save}
        onClose={() => setEditing(null)}
      />
      {confirmElement}
    </PageFrame>
  );
}
