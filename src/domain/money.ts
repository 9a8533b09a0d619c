import { formatWholeNumber } from './number-format';

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

/**
 * '$12,345.60'; with decimals 0, '$12,346': what Intl.NumberFormat('en-US', USD) writes, worked
 * out from integer cents instead. The first Intl.NumberFormat a page builds loads the browser's
 * locale data, about 50 ms on a throttled phone in the middle of the landing page's hydration
 * (decision record 039), and en-US dollars need none of it.
 */
export function formatUsd(amount: number, { decimals = 2 }: FormatUsdOptions = {}): string {
  const cents = toCents(amount);
  if (!Number.isFinite(cents)) return '$NaN';
  const places = Math.max(0, Math.floor(decimals));
  const negative = cents < 0 || Object.is(cents, -0);
  const abs = Math.abs(cents);
  // Fewer than two places round half away from zero, as Intl does; more are zeros after the cents.
  const shown = places >= 2 ? abs : Math.round(abs / 10 ** (2 - places));
  const scale = 10 ** Math.min(places, 2);
  const whole = formatWholeNumber(Math.floor(shown / scale));
  const fraction =
    places === 0
      ? ''
      : `.${String(shown % scale).padStart(Math.min(places, 2), '0')}${'0'.repeat(Math.max(0, places - 2))}`;
  return `${negative ? '-' : ''}$${whole}${fraction}`;
}
