/** Kept for the shell's files: pages and the kit use src/ui/kit/useRunCommand.ts. */
export { useRunCommand } from "../kit/useRunCommand";
