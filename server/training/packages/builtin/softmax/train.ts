import { runBuiltinPackage } from "../../builtinMain";

/** The built-in softmax trainer as a package: `node --import tsx train.ts <params.json>`. */
process.exitCode = await runBuiltinPackage("softmax", process.argv.at(-1));
