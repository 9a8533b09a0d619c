/**
 * Whole numbers written as Intl.NumberFormat('en-US') writes them ('12,345'), without building
 * one: a page's first Intl.NumberFormat loads the browser's locale data, a long task on a slow
 * phone while the page hydrates (decision record 039).
 */
export function formatWholeNumber(value: number): string {
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 || Object.is(value, -0) ? `-${digits}` : digits;
}
