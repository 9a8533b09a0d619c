import { describe, expect, it } from 'vitest';
import {
  collapseWhitespace,
  findEmails,
  findPhones,
  findPrices,
  formatSchemaOpeningHours,
  isOpeningHoursLine,
  isShippingFeeName,
  normalizeEmail,
  normalizePhone,
  parseAmount,
  phoneKey,
  truncateText,
} from './text-patterns';

describe('collapseWhitespace and truncateText', () => {
  it('collapses runs of spaces, tabs, new lines and non-breaking spaces', () => {
    expect(collapseWhitespace('  Mon\u00a0–\tFri\n\n 9am ')).toBe('Mon – Fri 9am');
  });

  it('cuts at a word boundary and marks the cut', () => {
    expect(truncateText('Returns are accepted within thirty days of delivery', 30)).toBe(
      'Returns are accepted within…',
    );
    expect(truncateText('short', 30)).toBe('short');
    expect(truncateText('a'.repeat(50), 10)).toHaveLength(10);
  });
});

describe('parseAmount', () => {
  it.each([
    ['1,299.00', 1299],
    ['1.299,00', 1299],
    ['1,299', 1299],
    ['45', 45],
    ['4.5', 4.5],
    ['4,50', 4.5],
    ['12,345,678.90', 12345678.9],
  ])('%s is %d', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });
});

describe('findPrices', () => {
  const first = (text: string) => {
    const [match] = findPrices(text);
    return match ? { price: match.price, priceText: match.priceText } : null;
  };

  it('reads dollar prices with thousands and cents', () => {
    expect(first('Full wrap $1,299.00 installed')).toEqual({ price: 1299, priceText: '$1,299.00' });
  });

  it('keeps the qualifier, the range and the unit the site states', () => {
    expect(first('Grooming from $45')).toEqual({ price: 45, priceText: 'from $45' });
    expect(first('Starting at $2,500 per vehicle')).toEqual({ price: 2500, priceText: 'Starting at $2,500' });
    expect(first('Lessons $45–$60/hour')).toEqual({ price: 45, priceText: '$45–$60/hour' });
    expect(first('Fleet graphics $4.50 per sq ft')).toEqual({ price: 4.5, priceText: '$4.50 per sq ft' });
  });

  it('reads other currencies before or after the amount', () => {
    expect(first('Tasse 12,50 €')).toEqual({ price: 12.5, priceText: '12,50 €' });
    expect(first('Mug £18')).toEqual({ price: 18, priceText: '£18' });
    expect(first('Plan USD 29 per month')).toEqual({ price: 29, priceText: 'USD 29 per month' });
  });

  it('finds every price and ignores bare numbers', () => {
    expect(findPrices('Small $8, large $12').map((p) => p.price)).toEqual([8, 12]);
    expect(findPrices('Call 512 555 0142, open since 1998, 40 vans wrapped')).toEqual([]);
  });
});

describe('e-mail addresses', () => {
  it('finds addresses in text, lower-cased and once each', () => {
    expect(findEmails('Write to Orders@Bakery.example or orders@bakery.example, not logo@2x.png')).toEqual([
      'orders@bakery.example',
    ]);
  });

  it('normalises mailto values', () => {
    expect(normalizeEmail('mailto:Shop@Wraps.example')).toBe('shop@wraps.example');
    expect(normalizeEmail('not-an-address')).toBeNull();
  });
});

describe('phone numbers', () => {
  it('finds North American and international numbers as written', () => {
    expect(findPhones('Call (512) 555-0142 or 512.555.0199, UK +44 20 7946 0958')).toEqual([
      '(512) 555-0142',
      '512.555.0199',
      '+44 20 7946 0958',
    ]);
  });

  it('counts two spellings of one number once', () => {
    expect(findPhones('+1 512-555-0142 / (512) 555-0142')).toEqual(['+1 512-555-0142']);
    expect(phoneKey('+1 (512) 555-0142')).toBe(phoneKey('512-555-0142'));
  });

  it('leaves prices, dates and order numbers alone', () => {
    expect(findPhones('$1,299.00 on 2024-05-12, order 5125550142')).toEqual([]);
  });

  it('normalises tel values', () => {
    expect(normalizePhone('tel:+15125550142')).toBe('+15125550142');
    expect(normalizePhone('tel:12')).toBeNull();
  });
});

describe('opening hours', () => {
  it.each([
    'Mon–Fri 9am–5pm',
    'Saturday: 10:00 - 14:00',
    'Sunday: Closed',
    'Open daily 7 a.m. to 9 p.m.',
    'Weekends 10am-4pm',
  ])('%s is an hours line', (line) => {
    expect(isOpeningHoursLine(line)).toBe(true);
  });

  it.each([
    'Monday specials are back',
    'Open 9am to 5pm',
    'We were founded on a Sunday in 1998 and have grown ever since, now serving customers in five states at 9am sharp every morning',
  ])('%s is not', (line) => {
    expect(isOpeningHoursLine(line)).toBe(false);
  });

  it('words schema.org hours for customers', () => {
    expect(formatSchemaOpeningHours('Mo-Fr 09:00-17:00')).toBe('Mon–Fri 09:00–17:00');
    expect(formatSchemaOpeningHours('Sa 10:00-14:00')).toBe('Sat 10:00–14:00');
  });
});

describe('shipping fees', () => {
  it('names what a shipping table charges, not products that mention shipping', () => {
    for (const fee of [
      'Standard shipping',
      'Express Delivery Fee',
      'Next-day delivery',
      'Flat rate shipping',
      'Postage',
    ])
      expect(isShippingFeeName(fee), fee).toBe(true);
    for (const product of [
      'Shipping Container Wrap',
      'Delivery Van Wrap',
      'Free shipping mailer box',
      'Local Installation',
    ])
      expect(isShippingFeeName(product), product).toBe(false);
  });
});

describe('findEmails on long text', () => {
  it('reads addresses around each @, ignoring a long word and a full stop after them', () => {
    expect(findEmails('a'.repeat(200_000))).toEqual([]);
    expect(findEmails(`${'x'.repeat(100_000)} Write to Hello@Shop.example. Or sales@shop.example`)).toEqual([
      'hello@shop.example',
      'sales@shop.example',
    ]);
  });
});
