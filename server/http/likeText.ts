/**
 * A LIKE pattern that finds `text` anywhere: `%text%`, with `%`, `_` and `\` typed by the user escaped
 * so they are letters, not wildcards. Use with `LIKE ? ESCAPE '\'`.
 */
export const likeContains = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
