/** Moved to the core (src/core/commands.ts); re-exported while code written against this path remains. */
export { BIND_HPC_COMMAND } from "../../core/commands";
