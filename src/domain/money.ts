/**
 * Money is held as integer cents inside every calculation: binary floats cannot represent most
 * decimal amounts, so summing or splitting dollars directly drifts (3456.00 → 3455.99).
 */

/** Converts dollars (number or a decimal string such as a Postgres numeric) to integer cents. */
export function toCents(amount: number | string): number {
  const value = typeof amount === 'string' ? Number(amount.trim()) : amount;
  if (!Number.isFinite(value)) return Number.NaN;
  // Shifting the decimal point in the string form rounds 1.005 to 101 cents, as a person would;
  // value * 100 would give 100.49999… and round down.
  const text = String(Math.abs(value));
  const shifted = text.includes('e') ? Math.abs(value) * 100 : Number(`${text}e2`);
  const cents = Math.round(shifted);
  return value < 0 && cents !== 0 ? -cents : cents;
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** Sums dollar amounts exactly; values that are not numbers count as 0 rather than poisoning the sum. */
export function sumDollars(amounts: readonly (number | string)[]): number {
  let cents = 0;
  for (const amount of amounts) {
    const c = toCents(amount);
    if (Number.isFinite(c)) cents += c;
  }
  return fromCents(cents);
}

/** A percentage of an amount in cents, rounded half up to a whole cent. */
export function percentOfCents(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}

export interface FormatUsdOptions {
  decimals?: number;
}

// Building an Intl.NumberFormat costs far more than formatting with one: one per precision.
const usdFormats = new Map<number, Intl.NumberFormat>();

/** '$12,345.60'; with decimals 0, '$12,346'. */
export function formatUsd(amount: number, { decimals = 2 }: FormatUsdOptions = {}): string {
  let format = usdFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    usdFormats.set(decimals, format);
  }
  return format.format(fromCents(toCents(amount)));
}
