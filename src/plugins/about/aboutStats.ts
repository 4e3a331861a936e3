/** Sign-ins counted since the page loaded (the plugin counts, the page shows). */
export const aboutStats = { signIns: 0 };
