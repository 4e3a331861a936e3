import type { FastifyInstance } from "fastify";
import * as XLSX from "@e965/xlsx";
import { sendOk } from "../lib/envelope";
import { anyOf, allOf, hasUnsafeCharacters, Id, PathId, refuse, route, T, Text } from "../http";
import type { Platform } from "../platform";
import { readParts } from "../platform/multipartParts";
import {
  DATASET_VERSION_PATHS as PATHS,
  LABEL_SHEET,
  VERSION_TEXT,
  type LabelSheetResult,
  type ManagedLabel,
} from "../../src/contracts/datasetVersions";
import { nextLabelColor } from "../../src/plugins/datasets/labels/labelColors";
import { CODES, MAX_NAME, ownedTable } from "./common";
import { LabelStore } from "./labelStore";

const COLOR = /^#[0-9a-fA-F]{6}$/;
/** A workbook's first bytes: xlsx is a zip, xls an OLE compound file (SheetJS would read any text as CSV). */
const SIGNATURES = { xlsx: [0x50, 0x4b, 0x03, 0x04], xls: [0xd0, 0xcf, 0x11, 0xe0] } as const;
const isWorkbook = (bytes: Buffer, ext: "xls" | "xlsx") =>
  SIGNATURES[ext].every((byte, index) => bytes[index] === byte);

/** The label names (and colours, column B) of a sheet's first worksheet; a 标签名称 header row is skipped. */
export function labelsOfSheet(bytes: Buffer): { name: string; color: string | null }[] {
  const book = XLSX.read(bytes, { type: "buffer", cellFormula: false, cellHTML: false });
  const sheet = book.Sheets[book.SheetNames[0] ?? ""];
  if (!sheet) return [];
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, blankrows: false, raw: false });
  const cells = rows.slice(0, LABEL_SHEET.maxRows + 1).map((row) => ({
    name: String(row[0] ?? "").trim(),
    color: COLOR.test(String(row[1] ?? "").trim()) ? String(row[1]).trim().toUpperCase() : null,
  }));
  if (cells[0]?.name === LABEL_SHEET.header) cells.shift();
  return cells.filter((cell) => cell.name);
}

/**
 * `label-manage` (ai-domain §7): every label of the user's label groups (filter by name or group), and
 * labels added to a group from a spreadsheet (`upload-excel/{groupId}`, multipart field `file`: xls or
 * xlsx, at most 2048 KB, ai-domain §5's messages; names already in the group or too long are skipped).
 */
export async function labelManageRoutes(app: FastifyInstance, { platform }: { platform: Platform }) {
  const db = platform.db;
  const labels = new LabelStore(db, platform.now);
  const groups = ownedTable<{ id: number; user_id: number; name: string }>(db, "label_groups", {
    notFound: "标签组不存在",
    forbidden: "无权操作该标签组",
  });

  route(app, {
    method: "GET",
    url: PATHS.labels,
    access: anyOf(CODES.label),
    schema: {
      querystring: T.Object({ groupId: T.Optional(Id("标签组")), labelName: T.Optional(Text(200)) }),
    },
    handler: ({ user, query, reply }) => {
      const name = query.labelName?.trim();
      const rows: ManagedLabel[] = labels.managedLabels(user.id, query.groupId, name);
      return sendOk(reply, rows);
    },
  });

  route(app, {
    method: "POST",
    url: PATHS.uploadExcel,
    access: allOf(CODES.label),
    log: { name: "导入标签", module: "标签组管理" },
    schema: { params: T.Object({ id: PathId("标签组") }), body: T.Union([T.Null(), T.Object({})]) },
    handler: async ({ request, user, params, reply }) => {
      const group = groups.owned(params.id, user.id);
      if (!request.isMultipart()) refuse(400, VERSION_TEXT.excelFormat);
      const { files } = await readParts(request);
      const file = files.find((part) => part.field === "file") ?? refuse(400, VERSION_TEXT.excelFormat);
      const ext = file.name.split(".").pop()?.toLowerCase() ?? "";
      if (!(LABEL_SHEET.extensions as readonly string[]).includes(ext)) refuse(400, VERSION_TEXT.excelFormat);
      if (file.bytes.length > LABEL_SHEET.maxKb * 1024)
        refuse(400, VERSION_TEXT.excelTooLarge(file.name, LABEL_SHEET.maxKb / 1024));
      if (!isWorkbook(file.bytes, ext as "xls" | "xlsx")) refuse(400, VERSION_TEXT.excelFormat);
      let cells: ReturnType<typeof labelsOfSheet>;
      try {
        cells = labelsOfSheet(file.bytes);
      } catch {
        return refuse(400, VERSION_TEXT.excelFormat);
      }
      if (!cells.length) refuse(400, VERSION_TEXT.excelEmpty);
      const existing = labels.namesAndColors(group.id);
      const names = new Set(existing.map((row) => row.name));
      const colors = existing.map((row) => row.color);
      const result: LabelSheetResult = { added: 0, skipped: [] };
      const added: { name: string; color: string }[] = [];
      for (const cell of cells) {
        if (names.has(cell.name) || [...cell.name].length > MAX_NAME || hasUnsafeCharacters(cell.name)) {
          result.skipped.push(cell.name);
          continue;
        }
        const color = cell.color ?? nextLabelColor(colors);
        added.push({ name: cell.name, color });
        names.add(cell.name);
        colors.push(color);
        result.added += 1;
      }
      labels.addLabels(group.id, added);
      return sendOk(reply, result);
    },
  });
}
