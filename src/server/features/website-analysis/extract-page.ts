import { type CheerioAPI, load } from 'cheerio';
import type { Element } from 'domhandler';
import type { PageFacts } from '../../../domain/website/merge-page-facts';
import { pageLinkOf, parseWebUrl } from '../../../domain/website/site-url';
import { readStructuredData } from '../../../domain/website/structured-data';
import {
  collapseWhitespace,
  findEmails,
  findPhones,
  isOpeningHoursLine,
  normalizeEmail,
  normalizePhone,
  phoneKey,
} from '../../../domain/website/text-patterns';
import { extractPricedItems } from './extract-offerings';
import { extractPolicies } from './extract-policies';
import { lineOf, stripNoise, textLines } from './page-text';

export interface PageLink {
  url: string;
  text: string;
}

export interface ExtractedPage {
  facts: PageFacts;
  /** Same-site links worth following, in page order. */
  links: PageLink[];
}

const MAX_LINKS = 300;
const MAX_LINK_TEXT = 80;
const MAX_HOURS_PER_PAGE = 10;
const MAX_ADDRESS_CHARS = 300;

function metaContent($: CheerioAPI, selector: string): string | null {
  const value = $(selector).first().attr('content');
  return value ? collapseWhitespace(value) || null : null;
}

function jsonLdValues($: CheerioAPI): unknown[] {
  const values: unknown[] = [];
  $('script[type="application/ld+json"]').each((_, script) => {
    try {
      values.push(JSON.parse($(script).text()));
    } catch {
      // Broken JSON-LD is common; the visible page still speaks for itself.
    }
  });
  return values;
}

function linksOf($: CheerioAPI, pageUrl: string, baseHref: string): PageLink[] {
  const site = parseWebUrl(pageUrl);
  if (!site) return [];
  const links: PageLink[] = [];
  const seen = new Set<string>();
  $('a[href]').each((_, anchor) => {
    if (links.length >= MAX_LINKS) return false;
    const url = pageLinkOf($(anchor).attr('href') ?? '', baseHref, site);
    if (!url || seen.has(url.href)) return;
    seen.add(url.href);
    const text = collapseWhitespace($(anchor).text() || $(anchor).attr('title') || '').slice(
      0,
      MAX_LINK_TEXT,
    );
    links.push({ url: url.href, text });
  });
  return links;
}

function hrefValues($: CheerioAPI, prefix: string): string[] {
  return $(`a[href^="${prefix}" i]`)
    .toArray()
    .map((a) => {
      const raw = ($(a).attr('href') ?? '').slice(prefix.length).split('?')[0] ?? '';
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    });
}

function addressOf($: CheerioAPI, structured: string | null): string | null {
  if (structured) return structured;
  for (const selector of ['[itemtype*="PostalAddress"]', 'address']) {
    const element = $(selector).first();
    if (element.length === 0) continue;
    const text = textLines(element.toArray()).join(', ');
    if (text !== '' && text.length <= MAX_ADDRESS_CHARS) return text;
  }
  return null;
}

function unique<T>(items: readonly T[], keyOf: (item: T) => string = String): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Everything one HTML page tells about the business, plus the links to follow from it. */
export function extractPage(html: string, pageUrl: string, options: { isStartPage: boolean }): ExtractedPage {
  const $ = load(html);
  const baseHref = parseWebUrl($('base[href]').first().attr('href') ?? '', pageUrl)?.href ?? pageUrl;
  const links = linksOf($, pageUrl, baseHref);
  const structured = readStructuredData(jsonLdValues($));
  const linkedEmails = hrefValues($, 'mailto:').map(normalizeEmail);
  const linkedPhones = hrefValues($, 'tel:').map(normalizePhone);

  const title = collapseWhitespace($('title').first().text()) || metaContent($, 'meta[property="og:title"]');
  const description =
    metaContent($, 'meta[name="description" i]') ??
    metaContent($, 'meta[property="og:description"]') ??
    structured.description;
  const businessName = structured.businessName ?? metaContent($, 'meta[property="og:site_name"]');

  stripNoise($);
  const body = ($('body').get(0) ?? $.root().children().get(0)) as Element | undefined;
  const lines = body ? textLines([body]) : [];
  const text = lines.join('\n');
  const headings = $('h1, h2, h3')
    .toArray()
    .map((h) => lineOf(h))
    .filter((h) => h !== '');

  const hoursLines = lines.filter(isOpeningHoursLine).slice(0, MAX_HOURS_PER_PAGE);
  const path = parseWebUrl(pageUrl)?.pathname ?? '/';

  return {
    links,
    facts: {
      url: pageUrl,
      title: title || null,
      businessName,
      description,
      headings: unique(headings),
      offerings:
        structured.offerings.length > 0 ? structured.offerings : body ? extractPricedItems($, body) : [],
      emails: unique(
        [...structured.emails, ...linkedEmails, ...findEmails(text)].filter((e): e is string => e !== null),
      ),
      phones: unique(
        [...structured.phones, ...linkedPhones, ...findPhones(text)].filter((p): p is string => p !== null),
        phoneKey,
      ),
      address: addressOf($, structured.address),
      // Hours the business declared for search engines are exact; the visible lines say the same.
      openingHours:
        structured.openingHours.length > 0
          ? structured.openingHours
          : unique(hoursLines, (h) => h.toLowerCase()),
      policies: body
        ? extractPolicies($, body, { path, title: title || null, isStartPage: options.isStartPage })
        : [],
    },
  };
}
