import { useMemo, useState } from "react";
import {
  Button,
  ButtonGroup,
  Card,
  HTMLTable,
  InputGroup,
  NonIdealState,
  Spinner,
  Tree,
} from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import {
  FilterBar,
  FormDialog,
  LoadFailure,
  listText,
  rules,
  useConfirmDelete,
  type FormField,
} from "../../ui/kit/list";
import { useLoaded } from "../../ui/kit/useLoaded";
import { orgsApi, type OrgForm, type OrgNode } from "./api";
import { orgsText } from "./messages";
import { OrgMembers } from "./OrgMembers";
import { find, flatten, subtreeIds, toTreeNodes, type TreeItem } from "./treeNodes";
import "./orgs.css";
import { ORG_LIMITS } from "../../contracts/orgs";

const asItems = (nodes: OrgNode[]): TreeItem<string>[] =>
  nodes.map((node) => ({ id: node.id, label: node.title, children: asItems(node.children) }));

const findNode = (nodes: OrgNode[], id: string): OrgNode | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = findNode(node.children, id);
    if (inner) return inner;
  }
  return undefined;
};

type Editing = { mode: "create"; parentId: string } | { mode: "edit"; node: OrgNode } | null;

/** 组织管理: the organisation tree (government orgs, level default 0), its nodes and their members. */
export default function OrgTreePage() {
  const { http } = useCore();
  const api = useMemo(() => orgsApi(http), [http]);
  const [name, setName] = useState("");
  const [filter, setFilter] = useState("");
  const tree = useLoaded(() => api.orgTree(filter), `orgs:${filter}`);
  const [selected, setSelected] = useState<string | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<Editing>(null);
  const { confirmDelete, confirmElement } = useConfirmDelete();
  const nodes = tree.data ?? [];
  const items = asItems(nodes);
  const current = selected ? findNode(nodes, selected) : undefined;

  const parentOptions = () => {
    const excluded = editing?.mode === "edit" ? subtreeIds(items, editing.node.id) : new Set<string>();
    return [
      { value: "", label: orgsText("noParent") },
      ...flatten(items)
        .filter((item) => !excluded.has(item.id))
        .map((item) => ({ value: item.id, label: `${"　".repeat(item.depth)}${item.label}` })),
    ];
  };
  const fields: FormField[] = [
    {
      name: "title",
      label: orgsText("orgName"),
      kind: "input",
      rules: rules(orgsText("orgName"), { max: ORG_LIMITS.orgName }),
    },
    {
      name: "parentId",
      label: orgsText("parentOrg"),
      kind: "select",
      options: parentOptions(),
      rules: rules(orgsText("parentOrg"), { kind: "select", required: false }),
    },
    {
      name: "code",
      label: orgsText("orgCode"),
      kind: "input",
      rules: rules(orgsText("orgCode"), { required: false, max: ORG_LIMITS.orgCode }),
    },
    {
      name: "level",
      label: orgsText("level"),
      kind: "input",
      rules: rules(orgsText("level"), { pattern: /^\d{1,2}$/ }),
    },
    {
      name: "sort",
      label: orgsText("sort"),
      kind: "input",
      rules: rules(orgsText("sort"), { pattern: /^\d{1,4}$/ }),
    },
    {
      name: "description",
      label: orgsText("description"),
      kind: "textarea",
      rules: rules(orgsText("description"), { required: false, max: ORG_LIMITS.description }),
    },
  ];
  const initial: OrgForm =
    editing?.mode === "edit"
      ? {
          title: editing.node.title,
          parentId: editing.node.parentId ?? "",
          code: editing.node.code,
          level: String(editing.node.level),
          sort: String(editing.node.sort),
          description: editing.node.description,
        }
      : { title: "", parentId: editing?.parentId ?? "", code: "", level: "0", sort: "0", description: "" };

  const save = async (values: OrgForm) => {
    const saved =
      editing?.mode === "edit" ? await api.updateOrg(editing.node.id, values) : await api.createOrg(values);
    setSelected(saved.id);
    tree.reload();
  };
  const remove = async (node: OrgNode) => {
    if (!(await confirmDelete(node.title))) return;
    const done = await api.removeOrg(node.id).then(
      () => true,
      () => false,
    );
    if (done) {
      setSelected(null);
      tree.reload();
    }
  };
  const toggle = (id: string, open: boolean) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (open) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <PageFrame
      title={orgsText("orgTree")}
      toolbar={
        <Button
          size="small"
          icon="add"
          intent="primary"
          text={listText("createTitle", { entity: orgsText("org") })}
          onClick={() => setEditing({ mode: "create", parentId: "" })}
        />
      }
    >
      <FilterBar
        onSearch={() => setFilter(name.trim())}
        onReset={() => {
          setName("");
          setFilter("");
        }}
      >
        <InputGroup
          size="small"
          aria-label={orgsText("orgFilter")}
          placeholder={orgsText("orgFilter")}
          value={name}
          onValueChange={setName}
        />
      </FilterBar>
      <div className="ws-orgs-split">
        <Card className="ws-orgs-tree" aria-label={orgsText("orgTree")}>
          {tree.loading && !tree.data ? (
            <Spinner size={20} />
          ) : tree.failed ? (
            <LoadFailure error={tree.error} onRetry={tree.reload} />
          ) : items.length === 0 ? (
            <NonIdealState description={t("table.empty")} />
          ) : (
            <Tree<string>
              contents={toTreeNodes(items, selected, collapsed)}
              onNodeClick={(node) => setSelected(String(node.id))}
              onNodeExpand={(node) => toggle(String(node.id), true)}
              onNodeCollapse={(node) => toggle(String(node.id), false)}
            />
          )}
        </Card>
        <Card className="ws-orgs-detail-pane">
          {!current ? (
            <NonIdealState icon="diagram-tree" description={orgsText("chooseOrg")} />
          ) : (
            <>
              <div className="ws-orgs-detail-head">
                <h3 className="bp6-heading">{current.title}</h3>
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
                    onClick={() => setEditing({ mode: "edit", node: current })}
                  />
                  <Button
                    size="small"
                    icon="trash"
                    intent="danger"
                    text={t("action.delete")}
                    onClick={() => void remove(current)}
                  />
                </ButtonGroup>
              </div>
              <HTMLTable compact className="ws-orgs-detail">
                <tbody>
                  <tr>
                    <th>{orgsText("parentOrg")}</th>
                    <td>
                      {(current.parentId && find(items, current.parentId)?.label) || orgsText("noParent")}
                    </td>
                  </tr>
                  <tr>
                    <th>{orgsText("orgCode")}</th>
                    <td>{current.code || "-"}</td>
                  </tr>
                  <tr>
                    <th>{orgsText("level")}</th>
                    <td>{current.level}</td>
                  </tr>
                  <tr>
                    <th>{orgsText("description")}</th>
                    <td>{current.description || "-"}</td>
                  </tr>
                  <tr>
                    <th>{t("field.createTime")}</th>
                    <td>{current.createTime}</td>
                  </tr>
                </tbody>
              </HTMLTable>
              <OrgMembers api={api} orgId={current.id} onChanged={() => undefined} />
            </>
          )}
        </Card>
      </div>
      <FormDialog<OrgForm>
        isOpen={editing !== null}
        mode={editing?.mode === "edit" ? "edit" : "create"}
        entity={orgsText("org")}
        fields={fields}
        initialValues={initial}
        onSubmit={save}
        onClose={() => setEditing(null)}
      />
      {confirmElement}
    </PageFrame>
  );
}
