import { describe, expect, it } from 'vitest';
import { websiteFixture } from '../../../../test/helpers/site-server';
import { extractPage } from './extract-page';

// The extractors on saved pages of real-looking small business sites (test/fixtures/websites):
// every value asserted here is written in the fixture, nothing is guessed.

function extract(fixture: string, url: string, isStartPage = true) {
  return extractPage(websiteFixture(fixture), url, { isStartPage });
}

describe('extractPage on a bakery home page', () => {
  const { facts, links } = extract('bakery-home.html', 'https://maplestreetbakery.example/');

  it('reads title, og:description and headings, decoding entities', () => {
    expect(facts.title).toBe('Maple Street Bakery – Fresh bread & cakes in Burlington');
    expect(facts.description).toBe(
      'A neighbourhood bakery baking sourdough, pastries and custom cakes every morning since 1998.',
    );
    expect(facts.headings).toEqual(['Maple Street Bakery', "Today's menu", 'Hours', 'Find us']);
    // No schema.org and no og:site_name: the name is not guessed from the title.
    expect(facts.businessName).toBeNull();
  });

  it('reads the menu items with their prices and leaves out delivery conditions', () => {
    expect(facts.offerings).toEqual([
      { name: 'Country sourdough loaf', price: 8, priceText: '$8', description: null },
      { name: 'Cinnamon roll', price: 4.5, priceText: '$4.50', description: null },
      { name: 'Almond croissant', price: 4.75, priceText: '$4.75', description: null },
      { name: 'Seasonal fruit galette (serves 6)', price: 28, priceText: '$28', description: null },
      {
        name: 'Custom cakes',
        price: 45,
        priceText: 'from $45',
        description: 'Custom cakes start from $45 for a 6-inch round. Order 3 days ahead.',
      },
    ]);
    // 'Free local delivery on orders over $60' is a condition, not something sold for $60.
    expect(facts.offerings.map((o) => o.price)).not.toContain(60);
  });

  it('reads contact details, address and opening hours', () => {
    expect(facts.emails).toEqual(['orders@maplestreetbakery.example']);
    // The tel: link and the visible number are the same phone, listed once.
    expect(facts.phones).toEqual(['802-555-0199']);
    expect(facts.address).toBe('Maple Street Bakery, 212 Maple Street, Burlington, VT 05401');
    expect(facts.openingHours).toEqual(['Mon–Fri 7am–6pm', 'Saturday 8:00 am - 4:00 pm', 'Sunday: Closed']);
    // A start page linking to its policies states none itself.
    expect(facts.policies).toEqual([]);
  });

  it('finds each same-site link once, navigation included, with its text', () => {
    expect(links).toEqual([
      { url: 'https://maplestreetbakery.example/', text: 'Home' },
      { url: 'https://maplestreetbakery.example/menu', text: 'Menu' },
      { url: 'https://maplestreetbakery.example/shipping-returns', text: 'Shipping & Returns' },
      { url: 'https://maplestreetbakery.example/blog/holiday-hours', text: 'Blog' },
      { url: 'https://maplestreetbakery.example/privacy-policy', text: 'Privacy policy' },
    ]);
  });
});

describe('extractPage on a shipping and returns page', () => {
  const { facts, links } = extract(
    'bakery-shipping-returns.html',
    'https://maplestreetbakery.example/shipping-returns',
    false,
  );

  it('splits the page into its shipping and returns policies, without the unrelated section', () => {
    expect(facts.policies).toEqual([
      {
        kind: 'shipping',
        title: 'Shipping',
        text:
          'We ship cookies, granola and gift boxes anywhere in the continental US on Mondays and Tuesdays, so ' +
          'nothing sits in a warehouse over the weekend. Standard shipping is $9.95 per order and arrives in ' +
          '2–4 business days. Orders over $75 ship free.',
      },
      {
        kind: 'returns',
        title: 'Returns and refunds',
        text:
          'Because our goods are perishable we cannot accept returns. If your order arrives damaged, email a ' +
          'photo within 48 hours to orders@maplestreetbakery.example and we will send a replacement or a full refund.',
      },
    ]);
  });

  it('reads the contact details written in the text', () => {
    expect(facts.title).toBe('Shipping & Returns – Maple Street Bakery');
    expect(facts.description).toBeNull();
    expect(facts.emails).toEqual(['orders@maplestreetbakery.example']);
    expect(facts.phones).toEqual(['(802) 555-0199']);
    expect(facts.address).toBeNull();
    expect(links.map((l) => l.url)).toEqual([
      'https://maplestreetbakery.example/',
      'https://maplestreetbakery.example/menu',
    ]);
  });
});

describe('extractPage on an online shop', () => {
  const { facts, links } = extract('online-shop.html', 'https://fernandfable.example/');

  it('reads product cards: the sale price, a price split over elements, the card text', () => {
    expect(facts.title).toBe('Fern & Fable Ceramics — Handmade mugs, bowls and planters');
    expect(facts.description).toBe('Small-batch stoneware made by hand in Asheville, North Carolina.');
    expect(facts.offerings).toEqual([
      { name: 'Speckled Morning Mug', price: 32, priceText: '$32.00', description: '12 oz, dishwasher safe' },
      // $96.00 is struck through: the old price.
      { name: 'Large Serving Bowl', price: 78, priceText: '$78.00', description: null },
      { name: 'Hanging Planter', price: 45, priceText: '$45', description: 'Comes with a jute cord.' },
    ]);
  });

  it('reads e-mails from the text and states no phone, address, hours or policy it does not have', () => {
    expect(facts.emails).toEqual(['wholesale@fernandfable.example', 'hello@fernandfable.example']);
    expect(facts.phones).toEqual([]);
    expect(facts.address).toBeNull();
    expect(facts.openingHours).toEqual([]);
    expect(facts.policies).toEqual([]);
  });

  it('follows same-site pages only: no PDF, no other site', () => {
    expect(links.map((l) => l.url)).toEqual([
      'https://fernandfable.example/collections/all',
      'https://fernandfable.example/collections/mugs',
      'https://fernandfable.example/pages/about',
      'https://fernandfable.example/cart',
      'https://fernandfable.example/products/speckled-mug',
      'https://fernandfable.example/products/serving-bowl',
      'https://fernandfable.example/products/hanging-planter',
      'https://fernandfable.example/pages/shipping-policy',
      'https://fernandfable.example/pages/refund-policy',
      'https://fernandfable.example/pages/contact',
    ]);
    // The image link comes first and has no words; the heading link to the same page adds none.
    expect(links.find((l) => l.url.endsWith('/speckled-mug'))?.text).toBe('');
  });

  it('reads a policy page without policy headings by its address', () => {
    const page = extract(
      'shop-shipping-policy.html',
      'https://fernandfable.example/pages/shipping-policy',
      false,
    );
    expect(page.facts.policies).toEqual([
      {
        kind: 'shipping',
        title: 'How your order travels',
        text:
          'Every piece is wrapped in recycled paper and leaves our studio within 3 business days. Orders within ' +
          'the US arrive in 4–7 business days. We do not ship outside the United States yet.',
      },
    ]);
    expect(page.facts.offerings).toEqual([]);
  });
});

describe('extractPage on a page with schema.org JSON-LD', () => {
  const { facts, links } = extract('vehicle-wrap-shop.html', 'https://lonestarwraps.example/');

  it('takes name, offers with prices, contact details and hours from the structured data', () => {
    expect(facts.businessName).toBe('Lone Star Wraps');
    expect(facts.title).toBe('Lone Star Wraps | Vehicle Wraps & Fleet Graphics in Austin, TX');
    // The meta description wins over the JSON-LD one.
    expect(facts.description).toBe(
      'Custom vehicle wraps, color change wraps and fleet graphics, designed and installed in Austin, Texas since 2012.',
    );
    expect(facts.offerings).toEqual([
      {
        name: 'Full vehicle wrap',
        price: 2800,
        priceText: '$2,800',
        description: 'Cast vinyl over every painted panel, design included.',
      },
      { name: 'Fleet graphics (per sq ft)', price: 4.5, priceText: '$4.50', description: null },
      { name: 'Partial wrap', price: 1200, priceText: 'from $1,200', description: null },
      {
        name: 'Paint protection film – full front',
        price: 1499,
        priceText: '$1,499',
        description: 'Self-healing clear film over bumper, hood and mirrors.',
      },
    ]);
    expect(facts.emails).toEqual(['shop@lonestarwraps.example']);
    // JSON-LD, tel: link and visible text name one phone.
    expect(facts.phones).toEqual(['+1-512-555-0142']);
    expect(facts.address).toBe('4100 Industrial Blvd, Suite B, Austin, TX 78744, US');
    expect(facts.openingHours).toEqual(['Monday–Friday: 08:00–18:00', 'Saturday: 09:00–14:00']);
  });

  it('still reads headings, the warranty section and links from the visible page', () => {
    expect(facts.headings).toEqual([
      'Vehicle wraps that turn heads in Austin',
      'Our services',
      'Full vehicle wrap',
      'Partial wrap',
      'Color change wrap',
      'Our 5-Year Warranty',
      'Frequently asked questions',
      'How long does a full wrap take?',
    ]);
    expect(facts.policies).toEqual([
      {
        kind: 'warranty',
        title: 'Our 5-Year Warranty',
        text:
          'Every installation is covered for five years against lifting, peeling and fading. Warranty claims need ' +
          'the original invoice; damage from pressure washing closer than 12 inches is not covered.',
      },
    ]);
    expect(links.map((l) => new URL(l.url).pathname)).toEqual([
      '/',
      '/services',
      '/gallery',
      '/pricing',
      '/about',
      '/contact',
      '/privacy',
      '/terms',
    ]);
  });
});

describe('extractPage on a price list with broken JSON-LD', () => {
  const { facts, links } = extract('salon-price-list.html', 'https://willowsalon.example/prices');

  it('ignores the broken JSON-LD and reads the table rows, microdata address and mailto links', () => {
    expect(facts.businessName).toBeNull();
    expect(facts.offerings).toEqual([
      { name: "Women's cut & style", price: 65, priceText: '$65', description: null },
      { name: "Men's cut", price: 40, priceText: '$40', description: null },
      { name: 'Full colour', price: 120, priceText: 'from $120', description: null },
    ]);
    expect(facts.address).toBe('1020 NW Glisan St, Portland, OR 97209');
    expect(facts.openingHours).toEqual(['Tuesday–Saturday: 10:00–19:00']);
    expect(facts.phones).toEqual(['+1 (503) 555-0177']);
    // A percent-encoded, mixed-case mailto: is the same address as the visible one.
    expect(facts.emails).toEqual(['book@willowsalon.example', 'hi@willowsalon.example']);
    expect(facts.policies).toEqual([
      {
        kind: 'other',
        title: 'Cancellations',
        text: "Please give us 24 hours' notice; late cancellations are charged half the service price.",
      },
    ]);
  });

  it('resolves links against <base href>, without fragments, mailto: or javascript:', () => {
    expect(links).toEqual([
      { url: 'https://www.willowsalon.example/en/services', text: 'Services' },
      { url: 'https://www.willowsalon.example/about', text: 'About' },
    ]);
  });
});

describe('extractPage on a nearly empty page', () => {
  it('yields no facts at all rather than invented ones', () => {
    expect(extract('nearly-empty.html', 'https://app.example/')).toEqual({
      links: [],
      facts: {
        url: 'https://app.example/',
        title: null,
        businessName: null,
        description: null,
        headings: [],
        offerings: [],
        emails: [],
        phones: [],
        address: null,
        openingHours: [],
        policies: [],
      },
    });
  });
});

describe('extractPage on a page whose policy is followed by page furniture', () => {
  const html = `<!doctype html><html><head><title>Wraps</title></head><body><main>
    <section><h2>Vehicle wraps</h2><ul>
      <li><h3>Shipping Container Wrap</h3><p>From $2,000</p></li>
      <li><h3>Delivery Van Wrap</h3><p>From $1,800</p></li>
    </ul></section>
    <h2>Shipping</h2>
    <p>Decals ship within 2 business days, tracked, anywhere in the US.</p>
    <table><tr><td>Standard shipping</td><td>$9.95</td></tr><tr><td>Express delivery</td><td>$24.95</td></tr></table>
    <address>1200 Harbor Way, Portland, OR 97209</address>
    <p>Call us on (503) 555-0142.</p>
  </main></body></html>`;
  const { facts } = extractPage(html, 'https://wraps.example/', { isStartPage: true });

  it('lists what is sold, not the shipping charges', () => {
    expect(facts.offerings.map((o) => [o.name, o.price])).toEqual([
      ['Shipping Container Wrap', 2000],
      ['Delivery Van Wrap', 1800],
    ]);
  });

  it('ends the policy where the address begins', () => {
    expect(facts.policies).toHaveLength(1);
    const [shipping] = facts.policies;
    expect(shipping!.text).toContain('Decals ship within 2 business days');
    expect(shipping!.text).toContain('Standard shipping $9.95');
    expect(shipping!.text).not.toContain('1200 Harbor Way');
  });
});

describe('extractPage on service cards with the text before the price', () => {
  const html = `<!doctype html><html><head><title>Harbor</title></head><body><main><ul>
    <li class="service"><h3>Full Vehicle Wrap</h3>
      <p>Professional full vehicle wrap with free design consultation.</p><p class="price">From $2,800</p></li>
    <li class="service"><h3>Vinyl Banner</h3>
      <p>Weatherproof banner with grommets.</p><p class="price">From $89</p></li>
  </ul></main></body></html>`;
  const { facts } = extractPage(html, 'https://harbor.example/', { isStartPage: true });

  it('takes the heading as the name and the text beside it as the description', () => {
    expect(
      facts.offerings.map((o) => ({ name: o.name, price: o.price, description: o.description })),
    ).toEqual([
      {
        name: 'Full Vehicle Wrap',
        price: 2800,
        description: 'Professional full vehicle wrap with free design consultation.',
      },
      { name: 'Vinyl Banner', price: 89, description: 'Weatherproof banner with grommets.' },
    ]);
  });
});
