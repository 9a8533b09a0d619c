import { ORDER_PROMPT_PHRASE } from './catalogue-question';
import type { OrderLookup, OrderView } from './catalogue-types';

/**
 * The order-status answers. An order is shown only to a visitor who gave both its number and the
 * e-mail it was placed with; a wrong pair reads the same as an unknown number, so the chat never
 * confirms that an order exists to someone who merely guessed its number.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "2026-12-02" → "Wednesday 2 December": a calendar date, read the same in every time zone. */
export function formatCalendarDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return `${DAYS[date.getUTCDay()]} ${d} ${MONTHS[m - 1]}`;
}

export function askForOrderDetails(missing: { orderNumber: boolean; email: boolean }): string {
  if (missing.orderNumber && missing.email)
    return `I can check that for you. Please send me your ${ORDER_PROMPT_PHRASE} you ordered with (for your privacy I need both).`;
  if (missing.orderNumber)
    return 'Thanks! What is the order number? You will find it in your order confirmation e-mail.';
  return 'Thanks! For your privacy, please also give me the e-mail address you ordered with, so I can check that order number.';
}

export const ORDER_NOT_FOUND_TEXT =
  'I could not find an order with that order number and e-mail address. Please check both against your order confirmation e-mail, or I can bring in a team member to help.';

function itemsText(order: OrderView): string {
  return order.items
    .map((item) => (item.quantity > 1 ? `${item.quantity} × ${item.name}` : item.name))
    .join(', ');
}

/** The status of a found order, in one or two sentences: what happened, the carrier and the date. */
export function orderStatusText(order: OrderView): string {
  const head = `Order ${order.orderNumber} (${itemsText(order)})`;
  const expected = order.expectedOn ? formatCalendarDate(order.expectedOn) : null;
  const tracking = order.carrier
    ? ` with ${order.carrier}${order.trackingNumber ? `, tracking number ${order.trackingNumber}` : ''}`
    : '';
  switch (order.status) {
    case 'received':
      return `${head} is confirmed and waiting to be packed.${expected ? ` It is expected to arrive by ${expected}.` : ''}`;
    case 'processing':
      return `${head} is being packed in our warehouse.${expected ? ` It is expected to arrive by ${expected}.` : ''}`;
    case 'shipped':
      return `${head} has shipped${tracking}.${expected ? ` Expected delivery: ${expected}.` : ''}`;
    case 'delivered':
      return `${head} was delivered${tracking}${expected ? ` on ${expected}` : ''}.`;
    case 'cancelled':
      return `${head} was cancelled, so nothing will be shipped.`;
    case 'returned':
      return `${head} has been returned to us.`;
  }
}

export function orderLookupText(lookup: OrderLookup): string {
  return lookup.found ? orderStatusText(lookup.order) : ORDER_NOT_FOUND_TEXT;
}
