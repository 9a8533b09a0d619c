import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createQuoteWithCustomerSchema,
  customerDataSchema,
  DEFAULT_CUSTOMER_NAME,
  DEFAULT_CUSTOMER_SOURCE,
  isValidQuoteAmount,
  MATERIALS,
  MAX_QUOTE_AMOUNT,
  PROJECT_TYPES,
  quoteDataSchema,
  SECURE_QUOTE_MESSAGES,
  secureEmailSchema,
  secureMessageContentSchema,
} from './secure-quote';

const validQuote = {
  description: 'Full wrap, cargo van',
  project_type: 'vehicle-wrap',
  material: 'premium-vinyl',
  quantity: 1,
  square_footage: 150,
  material_cost: 2800,
  setup_fee: 400,
  subtotal: 3200,
  tax_amount: 256,
  total_amount: 3456,
};
const validCustomer = {
  name: 'Ann Lee',
  email: 'Ann@Example.com',
  phone: null,
  company: 'Acme',
  source: 'website',
};

function messages(result: { error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((i) => i.message) ?? [];
}

describe('constants', () => {
  it('match the spec', () => {
    expect(SECURE_QUOTE_MESSAGES).toMatchObject({
      invalidEmail: 'Invalid email address',
      invalidAmount: 'Invalid quote amount',
      invalidProjectType: 'Invalid project type',
      invalidMaterial: 'Invalid material type',
    });
    expect(PROJECT_TYPES).toEqual(['vehicle-wrap', 'storefront-sign', 'banner', 'custom']);
    expect(MATERIALS).toEqual(['premium-vinyl', 'standard-vinyl', 'perforated-vinyl', 'reflective-vinyl']);
    expect(MAX_QUOTE_AMOUNT).toBe(1_000_000);
    expect(DEFAULT_CUSTOMER_NAME).toBe('Website Visitor');
    expect(DEFAULT_CUSTOMER_SOURCE).toBe('website');
  });
});

describe('isValidQuoteAmount', () => {
  it.each([
    [0.01, true],
    [1_000_000, true],
    [3456, true],
    [0, false],
    [-1, false],
    [1_000_000.01, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    ['3456', false],
  ] as const)('%s → %s', (amount, expected) => {
    expect(isValidQuoteAmount(amount)).toBe(expected);
  });

  it('accepts exactly the finite amounts in (0, 1,000,000]', () => {
    fc.assert(
      fc.property(fc.double(), (amount) => {
        expect(isValidQuoteAmount(amount)).toBe(
          Number.isFinite(amount) && amount > 0 && amount <= MAX_QUOTE_AMOUNT,
        );
      }),
    );
  });
});

describe('secureEmailSchema', () => {
  it('trims and lower-cases', () => {
    expect(secureEmailSchema.parse('  Ann@Example.COM ')).toBe('ann@example.com');
  });

  it('fails with the spec message', () => {
    expect(messages(secureEmailSchema.safeParse('ann@'))).toEqual(['Invalid email address']);
    expect(messages(secureEmailSchema.safeParse(undefined))).toEqual(['Invalid email address']);
  });

  it('accepts every generated address, lower-cased', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        fc.pre(email.length <= 254);
        expect(secureEmailSchema.parse(` ${email} `)).toBe(email.toLowerCase());
      }),
    );
  });
});

describe('quoteDataSchema', () => {
  it('accepts a valid quote', () => {
    expect(quoteDataSchema.parse(validQuote)).toEqual(validQuote);
  });

  it('rejects project types and materials outside the whitelist, including the empty option', () => {
    expect(messages(quoteDataSchema.safeParse({ ...validQuote, project_type: '' }))).toEqual([
      'Invalid project type',
    ]);
    expect(messages(quoteDataSchema.safeParse({ ...validQuote, project_type: 'boat' }))).toEqual([
      'Invalid project type',
    ]);
    expect(messages(quoteDataSchema.safeParse({ ...validQuote, material: '' }))).toEqual([
      'Invalid material type',
    ]);
    expect(messages(quoteDataSchema.safeParse({ ...validQuote, material: 'paper' }))).toEqual([
      'Invalid material type',
    ]);
  });

  it('checks the amount', () => {
    for (const total_amount of [0, -5, 1_000_001, Number.NaN, Number.POSITIVE_INFINITY, '3456']) {
      expect(messages(quoteDataSchema.safeParse({ ...validQuote, total_amount }))).toEqual([
        'Invalid quote amount',
      ]);
    }
    expect(quoteDataSchema.safeParse({ ...validQuote, total_amount: 1_000_000 }).success).toBe(true);
  });

  it('needs a whole quantity of at least 1', () => {
    expect(quoteDataSchema.safeParse({ ...validQuote, quantity: 0 }).success).toBe(false);
    expect(quoteDataSchema.safeParse({ ...validQuote, quantity: 1.5 }).success).toBe(false);
    expect(quoteDataSchema.safeParse({ ...validQuote, quantity: 1 }).success).toBe(true);
  });

  it('needs money and size fields of at least 0', () => {
    for (const key of ['square_footage', 'material_cost', 'setup_fee', 'subtotal', 'tax_amount'] as const) {
      expect(quoteDataSchema.safeParse({ ...validQuote, [key]: -0.01 }).success).toBe(false);
      expect(quoteDataSchema.safeParse({ ...validQuote, [key]: 0 }).success).toBe(true);
    }
  });

  it('sanitises the description and rejects unknown keys', () => {
    expect(quoteDataSchema.parse({ ...validQuote, description: ' <i>wrap</i> ' }).description).toBe(
      'iwrap/i',
    );
    expect(quoteDataSchema.safeParse({ ...validQuote, discount: 10 }).success).toBe(false);
  });
});

describe('customerDataSchema', () => {
  it('normalises the customer', () => {
    expect(customerDataSchema.parse(validCustomer)).toEqual({ ...validCustomer, email: 'ann@example.com' });
  });

  it('defaults a missing name and source', () => {
    const parsed = customerDataSchema.parse({ email: 'a@b.co', name: '  ' });
    expect(parsed.name).toBe('Website Visitor');
    expect(parsed.source).toBe('website');
    expect(customerDataSchema.parse({ email: 'a@b.co' }).name).toBe('Website Visitor');
  });

  it('rejects unknown keys', () => {
    expect(customerDataSchema.safeParse({ ...validCustomer, admin: true }).success).toBe(false);
  });
});

describe('createQuoteWithCustomerSchema', () => {
  it('parses the full payload', () => {
    const parsed = createQuoteWithCustomerSchema.parse({
      customer_data: validCustomer,
      quote_data: validQuote,
    });
    expect(parsed.customer_data.email).toBe('ann@example.com');
    expect(parsed.quote_data.total_amount).toBe(3456);
  });

  it('reports each spec message for a bad payload', () => {
    const result = createQuoteWithCustomerSchema.safeParse({
      customer_data: { ...validCustomer, email: 'nope' },
      quote_data: { ...validQuote, project_type: 'x', material: 'y', total_amount: 0 },
    });
    expect(messages(result).sort()).toEqual(
      [
        'Invalid email address',
        'Invalid material type',
        'Invalid project type',
        'Invalid quote amount',
      ].sort(),
    );
  });

  it('rejects unknown top-level keys', () => {
    expect(
      createQuoteWithCustomerSchema.safeParse({
        customer_data: validCustomer,
        quote_data: validQuote,
        extra: 1,
      }).success,
    ).toBe(false);
  });
});

describe('secureMessageContentSchema', () => {
  it('sanitises and requires content', () => {
    expect(secureMessageContentSchema.parse(' <hi> ')).toBe('hi');
    expect(messages(secureMessageContentSchema.safeParse(' <> '))).toEqual(['Message content is required']);
  });
});
