import { useCallback, useEffect, useState } from "react";
import { Button, ButtonGroup, Tree, type TreeNodeInfo } from "@blueprintjs/core";
import { BACK_OFFICE_CODE } from "../../../contracts/algorithmTypes";
import { t } from "../../../core/messages";
import { usePermissions } from "../../../ui/CoreContext";
import { FormDialog, rules, useConfirmDelete, useRefusal } from "../../../ui/kit/list";
import type { AlgorithmsApi, AlgorithmType } from "../api";
import { algorithmsText } from "../messages";
import type { AlgorithmRights } from "../permissions";

const TYPE_NAME_MAX = 20;

interface Editing {
  /** The type being renamed, or null for a new one. */
  type: AlgorithmType | null;
  parentId: number | null;
}

/**
 * The algorithm type tree (parents and their children): choosing a type filters the algorithms;
 * 新增一级类型 / 新增子类型 / 编辑 / 删除 act on the tree (a type holding children or algorithms is
 * refused by the server with its reason). Root types are the platform's: 新增一级类型 shows in the
 * back office only; 编辑 and 删除 show on the types the server marks editable (the back office's root
 * types, the user's own sub-types); a refusal still shows the server's reason.
 */
export function TypeTree({
  api,
  rights,
  selected,
  onSelect,
  onChanged,
  countsVersion = 0,
}: {
  api: AlgorithmsApi;
  /** 新增 with calcM-A01, 编辑 with A02, 删除 with A03. */
  rights: AlgorithmRights;
  selected: number | null;
  onSelect: (typeId: number | null) => void;
  /** The types changed (the algorithm form's choices follow). */
  onChanged: (types: AlgorithmType[]) => void;
  /** Changes when algorithms were added or deleted: the tree reloads its counts. */
  countsVersion?: number;
}) {
  const [types, setTypes] = useState<AlgorithmType[]>([]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const { confirmDelete, confirmElement } = useConfirmDelete();
  const refused = useRefusal("algorithms");
  const backOffice = usePermissions().has(BACK_OFFICE_CODE);

  const load = useCallback(async () => {
    const parents = await api.parents();
    const children = await Promise.all(parents.map((parent) => api.children(parent.id)));
    const all = parents.flatMap((parent, index) => [parent, ...children[index]]);
    setTypes(all);
    onChanged(all);
  }, [api, onChanged]);

  useEffect(() => {
    let live = true;
    void api
      .parents()
      .then((parents) =>
        Promise.all(parents.map((parent) => api.children(parent.id))).then((children) => ({
          parents,
          children,
        })),
      )
      .then(
        ({ parents, children }) => {
          if (!live) return;
          const all = parents.flatMap((parent, index) => [parent, ...children[index]]);
          setTypes(all);
          onChanged(all);
        },
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [api, onChanged, countsVersion]);

  const current = types.find((type) => type.id === selected) ?? null;
  const nodes: TreeNodeInfo<number>[] = [
    { id: 0, label: algorithmsText("allTypes"), isSelected: selected === null, nodeData: 0 },
    ...types
      .filter((type) => type.parentId === null)
      .map((parent) => ({
        id: parent.id,
        label: parent.name,
        nodeData: parent.id,
        isExpanded: true,
        isSelected: selected === parent.id,
        childNodes: types
          .filter((child) => child.parentId === parent.id)
          .map((child) => ({
            id: child.id,
            label: child.name,
            nodeData: child.id,
            isSelected: selected === child.id,
            secondaryLabel: String(child.algorithmCount),
          })),
      })),
  ];

  const remove = async () => {
    if (!current || !(await confirmDelete(current.name))) return;
    await api.removeType(current.id).then(async () => {
      onSelect(null);
      await load();
    }, refused);
  };

  return (
    <div className="ws-algorithm-types" aria-label={algorithmsText("type")}>
      {rights.add && (
        <ButtonGroup variant="minimal" size="small">
          {backOffice && (
            <Button
              icon="add"
              text={algorithmsText("addRootType")}
              onClick={() => setEditing({ type: null, parentId: null })}
            />
          )}
          <Button
            icon="add-to-folder"
            text={algorithmsText("addChildType")}
            disabled={!current || current.parentId !== null}
            onClick={() => current && setEditing({ type: null, parentId: current.id })}
          />
        </ButtonGroup>
      )}
      <Tree contents={nodes} onNodeClick={(node) => onSelect(node.nodeData ? node.nodeData : null)} />
      {current?.editable && (rights.edit || rights.remove) && (
        <ButtonGroup variant="minimal" size="small">
          {rights.edit && (
            <Button
              icon="edit"
              text={t("action.edit")}
              onClick={() => setEditing({ type: current, parentId: current.parentId })}
            />
          )}
          {rights.remove && (
            <Button icon="trash" intent="danger" text={t("action.delete")} onClick={() => void remove()} />
          )}
        </ButtonGroup>
      )}
      <FormDialog<{ name: string }>
        isOpen={editing !== null}
        mode={editing?.type ? "edit" : "create"}
        entity={algorithmsText("typeEntity")}
        fields={[
          {
            name: "name",
            label: algorithmsText("typeName"),
            kind: "input",
            rules: rules(algorithmsText("typeName"), { max: TYPE_NAME_MAX }),
          },
        ]}
        initialValues={{ name: editing?.type?.name ?? "" }}
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          if (!editing) return;
          if (editing.type) await api.updateType(editing.type.id, values.name.trim());
          else await api.createType(values.name.trim(), editing.parentId);
          await load();
        }}
      />
      {confirmElement}
    </div>
  );
}
