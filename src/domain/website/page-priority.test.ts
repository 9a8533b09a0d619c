import { describe, expect, it } from 'vitest';
import { pickNextPage, scorePage } from './page-priority';

describe('scorePage', () => {
  it('ranks pricing, offerings, policies and contact above other pages', () => {
    const pricing = scorePage('https://shop.example/pricing', 'Pricing');
    const services = scorePage('https://shop.example/services', 'Services');
    const shipping = scorePage('https://shop.example/pages/shipping-policy', 'Shipping policy');
    const contact = scorePage('https://shop.example/contact', 'Contact us');
    const gallery = scorePage('https://shop.example/gallery', 'Gallery');
    expect(pricing.bucket).toBe('pricing');
    expect(services.bucket).toBe('offerings');
    expect(shipping.bucket).toBe('policies');
    expect(contact.bucket).toBe('contact');
    for (const useful of [pricing, services, shipping, contact])
      expect(useful.score).toBeGreaterThan(gallery.score);
  });

  it('reads the link words as well as the path', () => {
    expect(scorePage('https://shop.example/p/17', 'Our prices').bucket).toBe('pricing');
  });

  it('never wants blog posts, carts or log-in pages', () => {
    expect(scorePage('https://shop.example/blog/holiday-hours', 'Blog').score).toBeLessThan(0);
    expect(scorePage('https://shop.example/cart', 'Cart (0)').score).toBeLessThan(0);
    expect(scorePage('https://shop.example/account/login', 'Log in').score).toBeLessThan(0);
  });

  it('prefers shallow pages without a query', () => {
    expect(scorePage('https://shop.example/services', '').score).toBeGreaterThan(
      scorePage('https://shop.example/services/a/b/c', '').score,
    );
    expect(scorePage('https://shop.example/services', '').score).toBeGreaterThan(
      scorePage('https://shop.example/services?page=2', '').score,
    );
  });
});

describe('pickNextPage', () => {
  it('takes the best candidate, first found on a tie', () => {
    const a = scorePage('https://shop.example/about', '');
    const b = scorePage('https://shop.example/pricing', '');
    const c = scorePage('https://shop.example/rates', '');
    expect(pickNextPage([a, b, c], new Map())).toBe(b);
  });

  it('spreads reading over buckets', () => {
    const product = scorePage('https://shop.example/products/mug', '');
    const contact = scorePage('https://shop.example/contact', '');
    expect(pickNextPage([product, contact], new Map())).toBe(product);
    expect(pickNextPage([product, contact], new Map([['offerings', 1]]))).toBe(contact);
  });

  it('never picks a page that is not wanted', () => {
    expect(pickNextPage([scorePage('https://shop.example/blog', 'Blog')], new Map())).toBeNull();
    expect(pickNextPage([], new Map())).toBeNull();
  });
});
