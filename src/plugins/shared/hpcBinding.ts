import { createServiceToken } from "../../core/pluginTypes";

/**
 * What the hpc plugin offers other plugins (storage first): open the binding dialog, ask whether an
 * account is bound, refresh the accounts. Declared here so a plugin requires it without importing
 * the hpc plugin's files: `requires: [HPC_BINDING]`, then `ctx.get(HPC_BINDING)`.
 */
export interface HpcBindingService {
  openBindDialog(): void;
  hasAccount(): boolean;
  /** Fetches the user's accounts again into the session (the avatar prompt and menu entries follow). */
  refreshAccounts(): Promise<void>;
}

export const HPC_BINDING = createServiceToken<HpcBindingService>("hpc.binding");
