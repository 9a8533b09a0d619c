import { describe, expect, it } from 'vitest';
import { parseSitemap } from './sitemap';

describe('parseSitemap', () => {
  it('lists the pages of a urlset', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
      <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
        <url><loc>https://shop.example/</loc><lastmod>2024-05-01</lastmod></url>
        <url><loc> https://shop.example/search?q=mug&amp;page=2 </loc></url>
        <url><loc><![CDATA[https://shop.example/pages/shipping]]></loc></url>
      </urlset>`;
    expect(parseSitemap(xml)).toEqual({
      pages: [
        'https://shop.example/',
        'https://shop.example/search?q=mug&page=2',
        'https://shop.example/pages/shipping',
      ],
      sitemaps: [],
    });
  });

  it('lists the child sitemaps of a sitemap index', () => {
    const xml = `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <sitemap><loc>https://shop.example/sitemap_pages_1.xml</loc></sitemap></sitemapindex>`;
    expect(parseSitemap(xml)).toEqual({ pages: [], sitemaps: ['https://shop.example/sitemap_pages_1.xml'] });
  });

  it('finds nothing in something that is not a sitemap', () => {
    expect(parseSitemap('<html><body>Not found</body></html>')).toEqual({ pages: [], sitemaps: [] });
  });
});

describe('parseSitemap on hostile input', () => {
  it('reads an unclosed <loc> followed by a long run of spaces as nothing, at once', () => {
    expect(parseSitemap(`<urlset><loc>${' '.repeat(200_000)}`)).toEqual({ pages: [], sitemaps: [] });
    expect(parseSitemap(`<urlset><loc>${' '.repeat(5_000)}x</loc></urlset>`)).toEqual({
      pages: ['x'],
      sitemaps: [],
    });
  });
});
