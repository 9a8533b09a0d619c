import { describe, expect, it } from 'vitest';
import { planScrapeUpdate, scrapeKey, scrapeKeyPrefix } from './scrape-plan';

const next = (key: string, hash: string) => ({ key, hash, item: { title: key } });

describe('planScrapeUpdate', () => {
  it('inserts new sections, updates changed ones, leaves unchanged ones and removes vanished ones', () => {
    const plan = planScrapeUpdate(
      [
        { id: '1', key: 'about', hash: 'a' },
        { id: '2', key: 'contact', hash: 'c' },
        { id: '3', key: 'hours', hash: 'h' },
      ],
      [next('about', 'a'), next('contact', 'c2'), next('policy-returns', 'r')],
    );
    expect(plan).toEqual({
      insert: [next('policy-returns', 'r')],
      update: [{ ...next('contact', 'c2'), id: '2' }],
      remove: ['3'],
      unchanged: 1,
    });
  });

  it('a second read of the same site changes nothing', () => {
    const items = [next('about', 'a'), next('contact', 'c')];
    const stored = items.map((i, n) => ({ id: String(n), key: i.key, hash: i.hash }));
    expect(planScrapeUpdate(stored, items)).toEqual({ insert: [], update: [], remove: [], unchanged: 2 });
  });

  it('keeps one item per key', () => {
    expect(planScrapeUpdate([], [next('about', 'a'), next('about', 'b')]).insert).toEqual([
      next('about', 'a'),
    ]);
  });
});

describe('scrapeKey', () => {
  it('starts with the prefix of its site', () => {
    expect(scrapeKey('acme.example:', 'about')).toBe('website:acme.example:#about');
    expect(scrapeKey('acme.example:', 'about').startsWith(scrapeKeyPrefix('acme.example:'))).toBe(true);
  });
});
