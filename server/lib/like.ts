/** `%text%` for SQL LIKE with the text's own wildcards (\ % _) escaped: use with `ESCAPE '\'`. */
export const likeContains = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
