/** The URLs a sitemap lists: pages (<urlset>) or further sitemaps (<sitemapindex>). */
export interface SitemapEntries {
  pages: string[];
  sitemaps: string[];
}

const MAX_ENTRIES = 1000;

function decodeXmlEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * Scanned with indexOf, not a regular expression: the body is the visitor's site's, up to 2 MB,
 * and a pattern with several optional spaces around <loc> backtracks for hours on '<loc>' and a
 * long run of spaces.
 */
export function parseSitemap(xml: string): SitemapEntries {
  const lower = xml.toLowerCase();
  const locs: string[] = [];
  for (let from = 0; locs.length < MAX_ENTRIES; ) {
    const open = lower.indexOf('<loc>', from);
    if (open === -1) break;
    const close = lower.indexOf('</loc>', open + 5);
    if (close === -1) break;
    from = close + 6;
    let loc = xml.slice(open + 5, close).trim();
    if (loc.startsWith('<![CDATA[') && loc.endsWith(']]>')) loc = loc.slice(9, -3).trim();
    loc = decodeXmlEntities(loc).trim();
    if (loc !== '' && !loc.includes('<')) locs.push(loc);
  }
  return /<sitemapindex[\s>]/i.test(xml) ? { pages: [], sitemaps: locs } : { pages: locs, sitemaps: [] };
}
