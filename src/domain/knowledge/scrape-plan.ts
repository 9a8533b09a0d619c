/**
 * How a re-read of the owner's website changes the knowledge base: items are keyed by the page
 * and section they came from, so a re-read updates instead of duplicating. `hash` is a
 * fingerprint of what the site said when the item was last written from it: an item whose site
 * text did not change is left alone, so an owner's own edit of it survives a re-read.
 */

export const SCRAPE_STATUSES = ['queued', 'crawling', 'ready', 'failed'] as const;
export type ScrapeStatus = (typeof SCRAPE_STATUSES)[number];

export interface ScrapedItem<T> {
  key: string;
  hash: string;
  item: T;
}

export interface StoredScrapedItem {
  id: string;
  key: string;
  hash: string | null;
}

export interface ScrapePlan<T> {
  insert: ScrapedItem<T>[];
  update: (ScrapedItem<T> & { id: string })[];
  /** Ids of items the site no longer states. */
  remove: string[];
  unchanged: number;
}

export function planScrapeUpdate<T>(
  stored: readonly StoredScrapedItem[],
  scraped: readonly ScrapedItem<T>[],
): ScrapePlan<T> {
  const byKey = new Map(stored.map((s) => [s.key, s]));
  const seen = new Set<string>();
  const plan: ScrapePlan<T> = { insert: [], update: [], remove: [], unchanged: 0 };
  for (const next of scraped) {
    // One item per key: a second item under a key already taken this read is a duplicate.
    if (seen.has(next.key)) continue;
    seen.add(next.key);
    const known = byKey.get(next.key);
    if (!known) plan.insert.push(next);
    else if (known.hash === next.hash) plan.unchanged += 1;
    else plan.update.push({ ...next, id: known.id });
  }
  for (const s of stored) if (!seen.has(s.key)) plan.remove.push(s.id);
  return plan;
}

/** The part of an item's key that names its site, so a re-read touches only that site's items. */
export function scrapeKeyPrefix(siteKey: string): string {
  return `website:${siteKey}#`;
}

export function scrapeKey(siteKey: string, section: string): string {
  return `${scrapeKeyPrefix(siteKey)}${section}`;
}
