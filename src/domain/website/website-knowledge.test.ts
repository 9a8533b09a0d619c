import { describe, expect, it } from 'vitest';
import type { WebsiteAnalysis } from './website-analysis';
import { businessNameOf, knowledgeFromAnalysis, sectionedKnowledgeFromAnalysis } from './website-knowledge';

function analysis(overrides: Partial<WebsiteAnalysis> = {}): WebsiteAnalysis {
  return {
    url: 'https://harborsign.example/',
    finalUrl: 'https://www.harborsign.example/',
    businessName: null,
    title: null,
    description: null,
    headings: [],
    offerings: [],
    contact: { emails: [], phones: [], address: null },
    openingHours: [],
    policies: [],
    pages: [{ url: 'https://www.harborsign.example/', title: null }],
    ...overrides,
  };
}

describe('businessNameOf', () => {
  it('takes the declared name, else the title before its separator, else the host', () => {
    expect(businessNameOf(analysis({ businessName: 'Harbor Sign Co.', title: 'Home | Harbor' }))).toBe(
      'Harbor Sign Co.',
    );
    expect(businessNameOf(analysis({ title: 'Harbor Sign Co. | Vehicle Wraps in Portland' }))).toBe(
      'Harbor Sign Co.',
    );
    expect(businessNameOf(analysis())).toBe('harborsign.example');
  });
});

const full = analysis({
  businessName: 'Harbor Sign Co.',
  title: 'Harbor Sign Co. | Vehicle Wraps in Portland',
  description: 'Vehicle wraps and banners, printed in Portland since 2009',
  headings: ['Our services', 'Opening hours'],
  offerings: [
    {
      name: 'Full Vehicle Wrap',
      price: 2800,
      priceText: 'From $2,800',
      description: 'Professional wrap with free design consultation.',
    },
    { name: 'Vinyl Banner', price: null, priceText: null, description: null },
  ],
  contact: {
    emails: ['hello@harborsign.example'],
    phones: ['(503) 555-0142'],
    address: '12 Dock St, Portland',
  },
  openingHours: ['Mon–Fri 08:00–18:00', 'Sat 09:00–14:00'],
  policies: [{ kind: 'shipping', title: 'Shipping', text: 'Banners ship within 2 business days.' }],
});

describe('knowledgeFromAnalysis', () => {
  it('says who the business is in its own words, and what the website covers', () => {
    const [about] = knowledgeFromAnalysis(full);
    expect(about).toEqual({
      title: 'About Harbor Sign Co.',
      content: [
        'Harbor Sign Co.: Vehicle wraps and banners, printed in Portland since 2009.',
        'Website: https://www.harborsign.example/.',
        'The website covers: Our services; Opening hours.',
      ].join('\n'),
      category: 'general',
    });
  });

  it('states each offering in a sentence without its price, and the price in a sentence of its own', () => {
    const offerings = knowledgeFromAnalysis(full)[1]!;
    expect(offerings.title).toBe('Products, services and prices at Harbor Sign Co.');
    expect(offerings.category).toBe('pricing');
    expect(offerings.content.split('\n')).toEqual([
      'What Harbor Sign Co. offers, as its website lists it.',
      'Full Vehicle Wrap: Professional wrap with free design consultation. Price on the website: From $2,800.',
      'Vinyl Banner. No price is stated on the website.',
    ]);
  });

  it('adds contact details, opening hours and each policy', () => {
    const items = knowledgeFromAnalysis(full);
    expect(items.map((item) => item.title)).toEqual([
      'About Harbor Sign Co.',
      'Products, services and prices at Harbor Sign Co.',
      'Contact Harbor Sign Co.',
      'Opening hours of Harbor Sign Co.',
      'Harbor Sign Co.: Shipping',
    ]);
    expect(items[3]!.content).toBe(
      'Opening hours of Harbor Sign Co., as its website states them: Mon–Fri 08:00–18:00; Sat 09:00–14:00.',
    );
    expect(items[4]).toEqual({
      title: 'Harbor Sign Co.: Shipping',
      content: 'Banners ship within 2 business days.',
      category: 'policies',
    });
  });

  it('makes only the About item of a site that states nothing, with the title as its words', () => {
    expect(knowledgeFromAnalysis(analysis({ title: 'Welcome to Harbor' }))).toEqual([
      {
        title: 'About Welcome to Harbor',
        content: 'Website: https://www.harborsign.example/.',
        category: 'general',
      },
    ]);
  });
});

describe('sectionedKnowledgeFromAnalysis', () => {
  it('gives each item a section that stays the same when the site words it differently', () => {
    const sections = sectionedKnowledgeFromAnalysis(full).map((i) => i.section);
    expect(sections[0]).toBe('about');
    expect(sections).toContain('offerings-1');
    expect(new Set(sections).size).toBe(sections.length);
    const reworded = sectionedKnowledgeFromAnalysis({ ...full, description: 'Something else entirely' });
    expect(reworded.map((i) => i.section)).toEqual(sections);
  });

  it('is knowledgeFromAnalysis with sections', () => {
    expect(sectionedKnowledgeFromAnalysis(full).map(({ section: _s, ...item }) => item)).toEqual(
      knowledgeFromAnalysis(full),
    );
  });
});
