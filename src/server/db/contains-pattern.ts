/**
 * `%term%` for ILIKE, with `%`, `_` and `\` typed by a user matched as themselves, not as
 * wildcards: every search box's "contains" rule.
 */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}
