/**
 * Which same-site pages to read first when only a few may be fetched: the pages where a small
 * business states what it sells, what it costs, how to reach it and its policies.
 */
export interface PageCandidate {
  url: string;
  /** The words of the link that pointed here ('' for sitemap entries). */
  linkText: string;
  score: number;
  bucket: string;
}

const BUCKETS: readonly [bucket: string, score: number, pattern: RegExp][] = [
  ['pricing', 10, /\b(?:pricing|prices?|price list|rates|packages|plans|cost|quote)\b/i],
  [
    'offerings',
    9,
    /\b(?:products?|shop|store|catalog(?:ue)?|collections?|menu|services?|what we do|solutions|treatments|wraps?)\b/i,
  ],
  [
    'policies',
    8,
    /\b(?:shipping|delivery|returns?|refunds?|exchanges?|warranty|guarantee|polic(?:y|ies)|faqs?|questions|payment|financing)\b/i,
  ],
  ['contact', 8, /\b(?:contact(?: us)?|hours|opening|location|locations|visit us|find us|directions)\b/i],
  ['about', 6, /\b(?:about(?: us)?|our story|who we are|team)\b/i],
  ['legal', 3, /\b(?:terms|privacy|legal|conditions)\b/i],
];
const NOT_USEFUL =
  /\b(?:blog|news|articles?|posts?|tags?|category|author|login|log in|sign in|signin|signup|register|cart|basket|checkout|account|search|wp-admin|wp-json|feed|rss|careers|jobs|press)\b/i;
// Long catalogues put every product at /products/<slug>: one level deeper is still useful, more is not.
const DEEP_PATH_SEGMENTS = 2;

function pathOf(url: string): string {
  const schemeEnd = url.indexOf('://');
  if (schemeEnd === -1) return url;
  const slash = url.indexOf('/', schemeEnd + 3);
  return slash === -1 ? '/' : url.slice(slash);
}

export function scorePage(url: string, linkText: string): PageCandidate {
  const path = pathOf(url);
  const words = `${path.replace(/[-_/.?=&]+/g, ' ')} ${linkText}`;
  let bucket = 'other';
  let score = 1;
  for (const [name, value, pattern] of BUCKETS) {
    if (pattern.test(words) && value > score) {
      bucket = name;
      score = value;
    }
  }
  if (NOT_USEFUL.test(words)) score -= 10;
  const segments = path
    .split('?')[0]!
    .split('/')
    .filter((s) => s !== '').length;
  if (segments > DEEP_PATH_SEGMENTS) score -= segments - DEEP_PATH_SEGMENTS;
  if (path.includes('?')) score -= 3;
  return { url, linkText, score, bucket };
}

/**
 * The candidate to fetch next: the best score, lowered for each page already read from the same
 * bucket, so twenty product pages do not crowd out the one contact page. Ties keep discovery
 * order. Candidates that score below zero are never fetched.
 */
export function pickNextPage(
  candidates: readonly PageCandidate[],
  takenByBucket: ReadonlyMap<string, number>,
): PageCandidate | null {
  let best: PageCandidate | null = null;
  let bestScore = 0;
  for (const candidate of candidates) {
    const score = candidate.score - 3 * (takenByBucket.get(candidate.bucket) ?? 0);
    if (candidate.score < 0) continue;
    if (!best || score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}
