import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUSINESS_TYPE_LABELS,
  BUSINESS_TYPES,
  businessFactsSchema,
  DEFAULT_TONE,
  factDefaultsForWebsite,
  hasAtMostTwoDecimals,
  KNOWN_SITE_FACT_DEFAULTS,
  MINIMUM_ORDER_OPTIONS,
  normalizeWebsiteUrl,
  PREVIEW_MESSAGES,
  PREVIEW_STEPS,
  previewAnswersSchema,
  previewEmailSchema,
  previewNameSchema,
  TONE_VALUES,
  TONES,
  websiteUrlSchema,
} from './preview-questionnaire';

function firstMessage(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string | undefined {
  return result.error?.issues[0]?.message;
}

describe('constants', () => {
  it('match the spec', () => {
    expect(PREVIEW_MESSAGES).toEqual({
      invalidEmail: 'Please enter a valid email address',
      invalidWebsite: 'Please enter a valid website URL',
      nameRequired: 'Please enter your name',
    });
    expect(PREVIEW_STEPS).toEqual(['website', 'email', 'name', 'business', 'facts', 'tone']);
    expect(BUSINESS_TYPES).toEqual(['ecommerce', 'local-service', 'saas', 'consulting', 'agency', 'other']);
    expect(Object.keys(BUSINESS_TYPE_LABELS)).toEqual([...BUSINESS_TYPES]);
    expect(TONES).toEqual([
      { value: 'professional', label: 'Professional & Knowledgeable' },
      { value: 'casual', label: 'Casual & Friendly' },
      { value: 'premium', label: 'Premium & Sophisticated' },
      { value: 'urgent', label: 'Direct & Action-Oriented' },
    ]);
    expect(TONE_VALUES).toEqual(['professional', 'casual', 'premium', 'urgent']);
    expect(DEFAULT_TONE).toBe('professional');
    expect(MINIMUM_ORDER_OPTIONS).toEqual(['none', 'minimum_amount', 'custom']);
  });
});

describe('normalizeWebsiteUrl', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['  example.com/shop  ', 'https://example.com/shop'],
    ['http://example.com', 'http://example.com'],
    ['https://www.example.com/a?b=1', 'https://www.example.com/a?b=1'],
    ['HTTPS://Example.com', 'https://Example.com'],
    ['localhost:3000', 'https://localhost:3000'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeWebsiteUrl(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'not a url',
    'javascript:alert(1)',
    'mailto:me@example.com',
    'ftp://example.com',
    'hello',
  ])('rejects %j', (input) => {
    expect(normalizeWebsiteUrl(input)).toBeNull();
  });

  it('always yields an http(s) URL and is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.domain()), (input) => {
        const normalized = normalizeWebsiteUrl(input);
        if (normalized === null) return;
        expect(normalized).toMatch(/^https?:\/\//);
        expect(normalizeWebsiteUrl(normalized)).toBe(normalized);
      }),
    );
  });

  it('accepts every generated domain, prefixing https://', () => {
    fc.assert(
      fc.property(fc.domain(), (domain) => {
        fc.pre(/\.[a-z]{2,}$/.test(domain));
        expect(normalizeWebsiteUrl(domain)).toBe(`https://${domain}`);
      }),
    );
  });
});

describe('websiteUrlSchema', () => {
  it('normalises or fails with the spec message', () => {
    expect(websiteUrlSchema.parse('example.com')).toBe('https://example.com');
    expect(firstMessage(websiteUrlSchema.safeParse('not a url'))).toBe('Please enter a valid website URL');
    expect(firstMessage(websiteUrlSchema.safeParse(42))).toBe('Please enter a valid website URL');
  });
});

describe('previewEmailSchema', () => {
  it('trims and accepts a simple address', () => {
    expect(previewEmailSchema.parse('  jo@example.com ')).toBe('jo@example.com');
  });

  it('lower-cases after trimming, as agent_previews_email_lower_check requires', () => {
    expect(previewEmailSchema.parse('Jo@Example.com')).toBe('jo@example.com');
    expect(previewEmailSchema.parse('\t JO@EXAMPLE.COM \n')).toBe('jo@example.com');
  });

  it.each(['', 'jo', 'jo@example', 'jo @example.com'])('rejects %j with the spec message', (input) => {
    expect(firstMessage(previewEmailSchema.safeParse(input))).toBe('Please enter a valid email address');
  });

  it('accepts generated addresses in any case, padded or not, and stores them trimmed and lower-case', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.boolean(), fc.constantFrom('', ' ', '\t'), (email, upper, pad) => {
        fc.pre(email.length <= 254);
        const typed = upper ? email.toUpperCase() : email;
        const stored = previewEmailSchema.parse(`${pad}${typed}${pad}`);
        expect(stored).toBe(email.toLowerCase());
        // The database check: email = lower(btrim(email)).
        expect(stored).toBe(stored.trim().toLowerCase());
      }),
    );
  });
});

describe('previewNameSchema', () => {
  it('requires a non-blank name', () => {
    expect(previewNameSchema.parse('  Ada ')).toBe('Ada');
    expect(firstMessage(previewNameSchema.safeParse('   '))).toBe('Please enter your name');
    expect(firstMessage(previewNameSchema.safeParse(''))).toBe('Please enter your name');
  });

  it('accepts any text with a non-space character', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (name) => {
        fc.pre(name.trim() !== '');
        expect(previewNameSchema.safeParse(name).success).toBe(true);
      }),
    );
  });
});

describe('businessFactsSchema', () => {
  it('accepts the known-site defaults', () => {
    expect(businessFactsSchema.parse({ minimumOrder: 'none', pricePerSqFt: 5.2 })).toEqual({
      minimumOrder: 'none',
      pricePerSqFt: 5.2,
    });
  });

  it('enforces the minimum-order choices', () => {
    for (const choice of ['none', 'minimum_amount', 'custom']) {
      expect(businessFactsSchema.safeParse({ minimumOrder: choice }).success).toBe(true);
    }
    expect(businessFactsSchema.safeParse({ minimumOrder: '' }).success).toBe(false);
    expect(businessFactsSchema.safeParse({ minimumOrder: 'some' }).success).toBe(false);
  });

  it('takes a price per sq ft of at least 0 with step 0.01', () => {
    expect(businessFactsSchema.safeParse({ pricePerSqFt: 0 }).success).toBe(true);
    expect(businessFactsSchema.safeParse({ pricePerSqFt: 0.01 }).success).toBe(true);
    expect(businessFactsSchema.safeParse({ pricePerSqFt: -0.01 }).success).toBe(false);
    expect(businessFactsSchema.safeParse({ pricePerSqFt: 5.201 }).success).toBe(false);
    expect(businessFactsSchema.safeParse({ pricePerSqFt: Number.NaN }).success).toBe(false);
  });

  it('accepts every whole number of cents as a price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        expect(hasAtMostTwoDecimals(cents / 100)).toBe(true);
        expect(businessFactsSchema.safeParse({ pricePerSqFt: cents / 100 }).success).toBe(true);
      }),
    );
  });

  it('sanitises the free-text fields and rejects unknown keys', () => {
    expect(businessFactsSchema.parse({ orderingFlow: ' <b>Order online</b> ' }).orderingFlow).toBe(
      'bOrder online/b',
    );
    expect(businessFactsSchema.safeParse({ colour: 'red' }).success).toBe(false);
  });
});

describe('previewAnswersSchema', () => {
  it('normalises answers and defaults the tone', () => {
    expect(
      previewAnswersSchema.parse({ website_url: 'shop.example.com', email: ' Ada@B.co ', name: ' Ada ' }),
    ).toEqual({
      website_url: 'https://shop.example.com',
      email: 'ada@b.co',
      name: 'Ada',
      tone_preference: 'professional',
    });
  });

  it('rejects unknown business types and tones', () => {
    const base = { website_url: 'example.com', email: 'a@b.co', name: 'Ada' };
    expect(previewAnswersSchema.safeParse({ ...base, business_type: 'retail' }).success).toBe(false);
    expect(previewAnswersSchema.safeParse({ ...base, tone_preference: 'angry' }).success).toBe(false);
    expect(
      previewAnswersSchema.safeParse({ ...base, business_type: 'local-service', tone_preference: 'urgent' })
        .success,
    ).toBe(true);
  });
});

describe('known site defaults', () => {
  it('pre-fill no minimum and 5.20 per sq ft for the known site only', () => {
    expect(KNOWN_SITE_FACT_DEFAULTS['weprintwraps.com']).toEqual({ minimumOrder: 'none', pricePerSqFt: 5.2 });
    expect(factDefaultsForWebsite('https://www.weprintwraps.com/quote')).toEqual({
      minimumOrder: 'none',
      pricePerSqFt: 5.2,
    });
    expect(factDefaultsForWebsite('weprintwraps.com')?.pricePerSqFt).toBe(5.2);
    expect(factDefaultsForWebsite('example.com')).toBeUndefined();
    expect(factDefaultsForWebsite('not a url')).toBeUndefined();
  });
});
