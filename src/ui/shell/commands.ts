/**
 * Command ids the shell itself refers to. Kept apart from the components that run them, so a
 * plugin manifest can name a command without pulling a component into the boot bundle.
 */
export const BIND_HPC_COMMAND = "hpc.bind";
