/** The registry id of the HPC binding machine (the plugin registers it, the form starts it). */
export const HPC_BINDING_MACHINE_ID = "hpcBinding";
