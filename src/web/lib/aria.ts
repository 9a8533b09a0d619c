/** Joins the ids of the elements that describe a field, skipping the ones not shown; undefined if none. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

/** The aria-invalid value of a field: set only while it has an error, otherwise left out. */
export function ariaInvalid(invalid: unknown): true | undefined {
  return invalid ? true : undefined;
}
