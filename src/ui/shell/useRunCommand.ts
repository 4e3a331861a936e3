/** Moved to the UI kit (src/ui/kit/useRunCommand.ts); re-exported while code written against this path remains. */
export { useRunCommand } from "../kit/useRunCommand";
