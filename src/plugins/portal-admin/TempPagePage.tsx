import { useMemo, useState } from "react";
import { AnchorButton, Button, InputGroup, Tag } from "@blueprintjs/core";
import { useCore } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import {
  FilterBar,
  listText,
  PagedTable,
  RowActions,
  useConfirmDelete,
  usePagedList,
  type Column,
} from "../../ui/kit/list";
import { currentQuery } from "../../ui/routing/hashLocation";
import type { PortalPage } from "../shared/portalContent";
import { portalAdminApi, type PageSummary } from "./api";
import { editorImageSource, readDataUrl } from "./imageRule";
import { portalAdminText } from "./messages";
import { PageEditorDialog } from "./PageEditorDialog";
import { useDecorationUpload } from "./useDecorationUpload";
import { useOpenFromQuery } from "./useOpenFromQuery";

const NO_FILTERS = { title: "" };

/**
 * 模板页面: the portal's content pages (the menus' pages and the documentation pages with a fixed
 * code), edited in Quill; pictures up to 524,288 bytes are embedded, larger ones uploaded.
 */
export default function TempPagePage() {
  const { http } = useCore();
  const api = useMemo(() => portalAdminApi(http), [http]);
  const [title, setTitle] = useState("");
  const list = usePagedList((query) => api.pages(query), { filters: NO_FILTERS });
  const [editing, setEditing] = useState<PortalPage | "new" | null>(null);
  const { confirmDelete, confirmElement } = useConfirmDelete();
  const upload = useDecorationUpload();

  const open = async (id: number) => setEditing(await api.page(id));
  useOpenFromQuery(
    () => currentQuery().get("id"),
    (id) => void open(Number(id)).catch(() => undefined),
  );

  const onImage = async (file: File) => {
    const source = await editorImageSource(file, {
      readDataUrl,
      upload: async (big) => (upload ? upload(big) : null),
    });
    return source?.src ?? null;
  };
  const save = async (body: { title: string; content: string }) => {
    await api.savePage(body, editing && editing !== "new" ? editing.id : undefined);
    list.refresh();
  };
  const remove = async (row: PageSummary) => {
    if (!(await confirmDelete(row.title))) return;
    await api.removePage(row.id).then(
      () => list.afterDelete(),
      () => undefined,
    );
  };
  const columns: Column<PageSummary>[] = [
    { key: "title", title: portalAdminText("pageTitle"), render: (row) => row.title },
    {
      key: "code",
      title: portalAdminText("pageCode"),
      width: 140,
      render: (row) => (row.code ? <Tag minimal>{row.code}</Tag> : "-"),
    },
    { key: "updateTime", title: portalAdminText("updateTime"), width: 170, render: (row) => row.updateTime },
  ];

  return (
    <PageFrame
      title={portalAdminText("pages")}
      toolbar={
        <Button
          size="small"
          icon="add"
          intent="primary"
          text={listText("createTitle", { entity: portalAdminText("page") })}
          onClick={() => setEditing("new")}
        />
      }
    >
      <FilterBar
        onSearch={() => list.search({ title: title.trim() })}
        onReset={() => {
          setTitle("");
          list.search(NO_FILTERS);
        }}
      >
        <InputGroup
          size="small"
          aria-label={portalAdminText("pageTitle")}
          placeholder={portalAdminText("pageTitle")}
          value={title}
          onValueChange={setTitle}
        />
      </FilterBar>
      <PagedTable
        aria-label={portalAdminText("pages")}
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        actionsWidth={200}
        actions={(row) => (
          <RowActions
            onEdit={() => void open(row.id)}
            onDelete={row.code ? undefined : () => void remove(row)}
          >
            <AnchorButton
              size="small"
              variant="minimal"
              text={portalAdminText("previewPage")}
              href={`#/temp/${row.id}`}
              target="_blank"
            />
          </RowActions>
        )}
      />
      {editing !== null && (
        <PageEditorDialog
          key={editing === "new" ? "new" : editing.id}
          page={editing}
          onImage={onImage}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      {confirmElement}
    </PageFrame>
  );
}
