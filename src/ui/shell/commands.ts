/** The shell's command ids live in the core (src/core/commands.ts); re-exported for the shell's files. */
export { BIND_HPC_COMMAND } from "../../core/commands";
