/**
 * Human-readable quote numbers: `Q-<year>-<running number>`, e.g. Q-2026-00042.
 *
 * The running number comes from one Postgres sequence for the whole platform (quote_number_seq),
 * never from "highest number + 1": a sequence gives every concurrent caller, in any app process,
 * its own value without locking, so two quotes can never get the same number. It is not reset per
 * year, so the year is only a reading aid and uniqueness never depends on it. It is padded to five
 * digits, which also keeps it apart from the demo seed's four-digit numbers (Q-2026-0001).
 */
export const QUOTE_NUMBER_PREFIX = 'Q';
export const QUOTE_NUMBER_MIN_DIGITS = 5;
export const QUOTE_NUMBER_PATTERN = /^Q-\d{4}-\d{5,}$/;

export function formatQuoteNumber(options: { year: number; sequence: number }): string {
  const { year, sequence } = options;
  if (!Number.isInteger(year) || year < 1000 || year > 9999)
    throw new RangeError(`Invalid quote year: ${year}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`Invalid quote sequence: ${sequence}`);
  return `${QUOTE_NUMBER_PREFIX}-${year}-${String(sequence).padStart(QUOTE_NUMBER_MIN_DIGITS, '0')}`;
}
