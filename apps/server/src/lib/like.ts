/** A text for a LIKE pattern: its own `%`, `_` and `\` match themselves (PostgreSQL's default escape is `\`). */
export const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching any text that contains `text`. */
export const likeContains = (text: string): string => `%${likeEscape(text)}%`;
