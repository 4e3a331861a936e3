/** Why an archive is not imported: the text names the file and the line or entry (docs/dataset-formats.md). */
export class ImportRefusal extends Error {}
