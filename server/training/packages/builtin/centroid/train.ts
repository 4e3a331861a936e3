import { runBuiltinPackage } from "../../builtinMain";

/** The built-in centroid trainer as a package: `node --import tsx train.ts <params.json>`. */
process.exitCode = await runBuiltinPackage("centroid", process.argv.at(-1));
