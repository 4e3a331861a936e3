/**
 * Names say what they are (issue "names"): each message catalogue's accessor is `<plugin>Text`, not a
 * two-letter name that means four things (`st` was services, sharing, storage and system). Run with
 * `npx tsx scripts/rename-text-accessors.ts` from the repository's root; it is idempotent, so it can
 * be run again after a merge brings back an old name. It renames the export in the catalogue's file
 * and every use in the files that import it (src/, tests/, scripts/, bench/), nothing else.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** `barrels`: index files that re-export the accessor (their importers are renamed too). */
const RENAMES: { file: string; from: string; to: string; barrels?: string[] }[] = [
  { file: "src/plugins/annotation/messages.ts", from: "at", to: "annotationText" },
  { file: "src/plugins/annotation/dataAnnotMessages.ts", from: "dt", to: "annotationDataText" },
  { file: "src/plugins/annotation/taskMessages.ts", from: "tt", to: "annotationTaskText" },
  { file: "src/plugins/billing/messages.ts", from: "bt", to: "billingText" },
  { file: "src/plugins/datasets/messages.ts", from: "dt", to: "datasetsText" },
  { file: "src/plugins/datasets/formatsMessages.ts", from: "ft", to: "datasetFormatsText" },
  { file: "src/plugins/datasets/versions/versionMessages.ts", from: "vt", to: "datasetVersionsText" },
  { file: "src/plugins/feedback/messages.ts", from: "ft", to: "feedbackText" },
  { file: "src/plugins/file-transfer/messages.ts", from: "ft", to: "fileTransferText" },
  { file: "src/plugins/hpc/messages.ts", from: "ht", to: "hpcText" },
  { file: "src/plugins/inspector/messages.ts", from: "mt", to: "inspectorText" },
  { file: "src/plugins/models/messages.ts", from: "mt", to: "modelsText" },
  { file: "src/plugins/op-log/messages.ts", from: "ot", to: "opLogText" },
  { file: "src/plugins/operation-resources/messages.ts", from: "rt", to: "operationResourcesText" },
  { file: "src/plugins/personal/messages.ts", from: "pt", to: "personalText" },
  { file: "src/plugins/portal-admin/messages.ts", from: "adminText", to: "portalAdminText" },
  { file: "src/plugins/portal-directory/messages.ts", from: "pt", to: "portalDirectoryText" },
  { file: "src/plugins/portal-directory/publicItemMessages.ts", from: "pi", to: "publicItemText" },
  { file: "src/plugins/services/messages.ts", from: "st", to: "servicesText" },
  { file: "src/plugins/sharing/messages.ts", from: "st", to: "sharingText" },
  { file: "src/plugins/storage/messages.ts", from: "st", to: "storageText" },
  { file: "src/plugins/system/messages.ts", from: "st", to: "systemText" },
  { file: "src/plugins/training-tasks/messages.ts", from: "trainingText", to: "trainingTasksText" },
  { file: "src/plugins/user-admin/messages.ts", from: "ut", to: "userAdminText" },
  { file: "src/core/replayMessages.ts", from: "rt", to: "replayText" },
  // A catalogue local to one dialog (not exported): renamed inside its file only.
  { file: "src/plugins/annotation/myTask/ScoresDialog.tsx", from: "st", to: "scoresText" },
  {
    file: "src/ui/kit/list/listMessages.ts",
    from: "lt",
    to: "listText",
    barrels: ["src/ui/kit/list/index.ts"],
  },
];

const root = process.cwd();

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "node_modules" ? [] : filesUnder(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** The module an import specifier of `from` points at, without extension. */
const resolved = (from: string, specifier: string) =>
  path.resolve(path.dirname(from), specifier).replace(/\.(ts|tsx)$/, "");

/** `name` as an identifier: not part of a longer one, not a property (`x.st`), not a string's text. */
const identifier = (name: string) => new RegExp(`(?<![\\w$.'"\`])${name}(?![\\w$'"\`])`, "g");

const sources = ["src", "tests", "scripts", "bench"].flatMap((dir) => filesUnder(path.join(root, dir)));
let changed = 0;
for (const rename of RENAMES) {
  const target = path.join(root, rename.file).replace(/\.tsx?$/, "");
  const modules = [rename.file, ...(rename.barrels ?? [])].map((file) =>
    path
      .join(root, file)
      .replace(/\.ts$/, "")
      .replace(/[\\/]index$/, ""),
  );
  for (const file of sources) {
    let text = readFileSync(file, "utf8");
    const before = text;
    if (path.resolve(file).replace(/\.tsx?$/, "") === target) {
      text = text.replace(
        new RegExp(`export const ${rename.from} = createCatalogue`),
        `export const ${rename.to} = createCatalogue`,
      );
      // Uses inside the catalogue's own file (rare: a helper built on the accessor).
      text = text.replace(identifier(rename.from), rename.to);
    } else {
      // Only files that import the name from this very module.
      const imports = [
        ...text.matchAll(/(?:import|export)\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"([^"]+)"/g),
      ].filter(
        (match) =>
          match[2]!.startsWith(".") &&
          modules.includes(resolved(file, match[2]!).replace(/[\\/]index$/, "")) &&
          new RegExp(`(^|[\\s,])${rename.from}([\\s,]|$)`).test(match[1]!),
      );
      if (!imports.length) continue;
      text = text.replace(identifier(rename.from), rename.to);
    }
    if (text !== before) {
      writeFileSync(file, text);
      changed++;
    }
  }
}
/** The new-plugin generator's page template writes the list kit's accessor into generated code. */
const TEMPLATES = [{ file: "scripts/newPlugin/pageTemplate.ts", from: "lt", to: "listText" }];
for (const template of TEMPLATES) {
  const file = path.join(root, template.file);
  const before = readFileSync(file, "utf8");
  const text = before.replace(new RegExp(`(?<![\\w$.])${template.from}(?![\\w$])`, "g"), template.to);
  if (text !== before) {
    writeFileSync(file, text);
    changed++;
  }
}
console.log(`renamed text accessors in ${changed} file(s)`);
