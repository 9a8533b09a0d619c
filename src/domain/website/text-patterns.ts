/** Text rules for reading facts off a web page: prices, e-mail addresses, phone numbers, hours. */

export function collapseWhitespace(text: string): string {
  return text.replace(/[\s\u200b\u00ad]+/g, ' ').trim();
}

/** Cuts at a word boundary and marks the cut, so capped text never ends mid-word unannounced. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

// ── Prices ──────────────────────────────────────────────────────────────────────────────────────

const AMOUNT = String.raw`\d{1,3}(?:[,.]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const PREFIX = String.raw`(?:US\$|CA\$|C\$|AU?\$|\$|€|£|(?:USD|EUR|GBP|CAD|AUD)\s?)`;
const SUFFIX = String.raw`(?:€|£|(?:USD|EUR|GBP|CAD|AUD)\b)`;
const QUALIFIER = String.raw`(?:from|starting (?:at|from)|starts at|as low as|only)\s+`;
const UNIT = String.raw`(?:\s?(?:/|per\s)\s?(?:sq\.?\s?ft\.?|square f(?:oo|ee)t|ft|hour|hr|month|mo|year|yr|day|week|night|person|item|unit|visit|session|page|user|seat)\b|\s(?:each|ea)\b)`;
const SINGLE = String.raw`(?:${PREFIX}\s?(?:${AMOUNT})|(?<![\d.,])(?:${AMOUNT})\s?${SUFFIX})`;
const RANGE_END = String.raw`(?:\s?(?:-|–|—|to)\s?(?:${PREFIX}\s?)?(?:${AMOUNT})(?:\s?${SUFFIX})?)`;

const PRICE_PATTERN = new RegExp(`(?:${QUALIFIER})?${SINGLE}${RANGE_END}?${UNIT}?`, 'gi');
const FIRST_AMOUNT = new RegExp(AMOUNT);

export interface PriceMatch {
  /** The amount as stated (the low end of a range), in the page's currency. */
  price: number;
  /** The price as the page words it: 'from $45', '$1,299.00', '$4.50/sq ft'. */
  priceText: string;
  index: number;
  end: number;
}

/** '1,299.00' → 1299, '1.299,00' → 1299, '45' → 45; the separator written last is the decimal one. */
export function parseAmount(text: string): number | null {
  let value = text.replace(/\s/g, '');
  const decimalIndex = Math.max(value.lastIndexOf(','), value.lastIndexOf('.'));
  // A separator followed by exactly three digits groups thousands ('1,299', '1.299').
  const isDecimal = decimalIndex !== -1 && value.length - decimalIndex - 1 <= 2;
  if (isDecimal) {
    const whole = value.slice(0, decimalIndex).replace(/[,.]/g, '');
    value = `${whole}.${value.slice(decimalIndex + 1)}`;
  } else {
    value = value.replace(/[,.]/g, '');
  }
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : null;
}

export function findPrices(text: string): PriceMatch[] {
  const found: PriceMatch[] = [];
  for (const match of text.matchAll(PRICE_PATTERN)) {
    const amountText = FIRST_AMOUNT.exec(match[0])?.[0];
    const price = amountText ? parseAmount(amountText) : null;
    if (price === null) continue;
    found.push({
      price,
      priceText: collapseWhitespace(match[0]),
      index: match.index,
      end: match.index + match[0].length,
    });
  }
  return found;
}

// ── E-mail addresses and phone numbers ──────────────────────────────────────────────────────────

const LOCAL_CHAR = /[A-Za-z0-9._%+-]/;
const DOMAIN_CHAR = /[A-Za-z0-9.-]/;
// RFC 5321's limits on the two halves of an address.
const MAX_LOCAL = 64;
const MAX_DOMAIN = 253;
// Retina image names ('logo@2x.png') look like addresses.
const FILE_LIKE = /\.(?:png|jpe?g|gif|webp|svg|avif|css|js)$/i;

export function normalizeEmail(text: string): string | null {
  const email = text
    .trim()
    .toLowerCase()
    .replace(/^mailto:/, '');
  const match = /^[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,24}$/.exec(email);
  return match && !FILE_LIKE.test(email) ? email : null;
}

/**
 * The addresses in a page's text, read outwards from each '@' within the RFC's lengths. A pattern
 * run over the whole text would be tried at every position of every long word: quadratic, which
 * a 2 MB page turns into minutes of blocked server.
 */
export function findEmails(text: string): string[] {
  const emails: string[] = [];
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > 0 && at - start < MAX_LOCAL && LOCAL_CHAR.test(text[start - 1]!)) start--;
    let end = at + 1;
    while (end < text.length && end - at <= MAX_DOMAIN && DOMAIN_CHAR.test(text[end]!)) end++;
    // A sentence may end right after the address.
    const email = normalizeEmail(text.slice(start, end).replace(/[.-]+$/, ''));
    if (email && !emails.includes(email)) emails.push(email);
  }
  return emails;
}

// North American numbers with separators ('(512) 555-0142', '512.555.0142', '+1 512 555 0142') and
// international numbers written with a leading '+'. Bare digit runs are left alone: they are
// order numbers, SKUs and prices far more often than phone numbers.
const PHONE_PATTERN = new RegExp(
  [
    String.raw`(?<![\w+])(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}(?!\d)`,
    String.raw`(?<![\w+])\+\d{1,3}(?:[\s.-]?\(?\d{1,4}\)?){2,5}(?!\d)`,
  ].join('|'),
  'g',
);

export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** Two spellings of one number share this key ('+1 512-555-0142' and '(512) 555-0142'). */
export function phoneKey(phone: string): string {
  const digits = phoneDigits(phone);
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** A phone number as shown on the site, if it has a plausible number of digits. */
export function normalizePhone(text: string): string | null {
  const phone = collapseWhitespace(text.replace(/^tel:/i, ''));
  const digits = phoneDigits(phone).length;
  return digits >= 7 && digits <= 15 ? phone : null;
}

export function findPhones(text: string): string[] {
  const phones: string[] = [];
  for (const match of text.matchAll(PHONE_PATTERN)) {
    const phone = normalizePhone(match[0]);
    if (phone && !phones.some((p) => phoneKey(p) === phoneKey(phone))) phones.push(phone);
  }
  return phones;
}

// ── Opening hours ───────────────────────────────────────────────────────────────────────────────

const DAY =
  /\b(?:mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:r|rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|weekdays|weekends?|daily|every day|7 days a week)\b/i;
const TIME =
  /\b\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)(?!\w)|\b\d{1,2}[:.]\d{2}\b|\bnoon\b|\bmidnight\b|\bclosed\b|\b24 hours\b|\b24\/7\b/i;
const MAX_HOURS_LINE = 120;

/** 'Mon–Fri 9am–5pm', 'Saturday: 10:00 - 14:00', 'Sunday closed'. */
export function isOpeningHoursLine(line: string): boolean {
  return line.length <= MAX_HOURS_LINE && DAY.test(line) && TIME.test(line);
}

const SCHEMA_DAYS: Record<string, string> = {
  mo: 'Mon',
  tu: 'Tue',
  we: 'Wed',
  th: 'Thu',
  fr: 'Fri',
  sa: 'Sat',
  su: 'Sun',
};

/** schema.org openingHours text ('Mo-Fr 09:00-17:00') in words a customer reads ('Mon–Fri 09:00–17:00'). */
export function formatSchemaOpeningHours(text: string): string {
  return collapseWhitespace(
    text
      .replace(/\b(Mo|Tu|We|Th|Fr|Sa|Su)\b/g, (day) => SCHEMA_DAYS[day.toLowerCase()] ?? day)
      .replace(/(\b[A-Z][a-z]{2})\s?-\s?([A-Z][a-z]{2}\b)/g, '$1–$2')
      .replace(/(\d{1,2}:\d{2})\s?-\s?(\d{1,2}:\d{2})/g, '$1–$2'),
  );
}

const SHIPPING_FEE_NAME =
  /^(?:(?:standard|express|expedited|economy|priority|overnight|next[- ]day|same[- ]day|\d[- ]day|international|domestic|ground|flat[- ]rate|local|uk|us|eu)\s+)*(?:shipping|postage|delivery)(?:\s+(?:fee|cost|charge|rate))?$/i;

/** 'Standard shipping', 'Express delivery fee': what a shipping table charges, not something sold. */
export function isShippingFeeName(name: string): boolean {
  return SHIPPING_FEE_NAME.test(collapseWhitespace(name));
}
