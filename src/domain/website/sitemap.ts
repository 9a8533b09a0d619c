/** The URLs a sitemap lists: pages (<urlset>) or further sitemaps (<sitemapindex>). */
export interface SitemapEntries {
  pages: string[];
  sitemaps: string[];
}

const LOC = /<loc>\s*(?:<!\[CDATA\[)?\s*([^<\]]*?)\s*(?:\]\]>)?\s*<\/loc>/gi;
const MAX_ENTRIES = 1000;

function decodeXmlEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

export function parseSitemap(xml: string): SitemapEntries {
  const locs: string[] = [];
  for (const match of xml.matchAll(LOC)) {
    if (locs.length >= MAX_ENTRIES) break;
    const loc = decodeXmlEntities(match[1] ?? '').trim();
    if (loc !== '') locs.push(loc);
  }
  return /<sitemapindex[\s>]/i.test(xml) ? { pages: [], sitemaps: locs } : { pages: locs, sitemaps: [] };
}
