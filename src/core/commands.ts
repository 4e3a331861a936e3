/**
 * Command ids the shell itself refers to (the avatar menu's bind prompt, the HPC notice of the UI kit).
 * Kept in the core, apart from the components that run them and the plugins that register them.
 */
export const BIND_HPC_COMMAND = "hpc.bind";
