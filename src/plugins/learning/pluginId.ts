/** The plugin's id (the source of its tips on the bus). */
export const LEARNING_PLUGIN_ID = "learning";
