import { createContext, useContext, useEffect } from 'react';
import { useBrand } from '../app/brand-provider';

export type PageMeta = { title: string; description?: string; canonical?: string };

/**
 * While a page is prerendered there is no document: the page's meta is handed to this collector
 * during render, and the prerenderer writes it into the HTML head.
 */
export type MetaCollector = { meta?: PageMeta & { fullTitle: string } };
export const MetaCollectorContext = createContext<MetaCollector | null>(null);

function upsertHeadElement(selector: string, create: () => HTMLElement): HTMLElement {
  const existing = document.head.querySelector<HTMLElement>(selector);
  if (existing) return existing;
  const element = create();
  document.head.appendChild(element);
  return element;
}

function setMetaContent(selector: string, attribute: 'name' | 'property', key: string, value: string) {
  const element = upsertHeadElement(selector, () => {
    const m = document.createElement('meta');
    m.setAttribute(attribute, key);
    return m;
  });
  element.setAttribute('content', value);
}

/**
 * Sets the document title ("Page | Brand"), the meta description (also as Open Graph tags) and,
 * when given, the canonical link. Prerendered pages already carry all of these in their HTML.
 */
export function useDocumentMeta(meta: PageMeta): void {
  const brand = useBrand();
  const collector = useContext(MetaCollectorContext);
  const { title, description, canonical } = meta;
  const fullTitle = title ? `${title} | ${brand.name}` : brand.name;
  if (collector) collector.meta = { ...meta, fullTitle };

  useEffect(() => {
    document.title = fullTitle;
    setMetaContent('meta[property="og:title"]', 'property', 'og:title', fullTitle);
  }, [fullTitle]);

  useEffect(() => {
    if (!description) return;
    setMetaContent('meta[name="description"]', 'name', 'description', description);
    setMetaContent('meta[property="og:description"]', 'property', 'og:description', description);
  }, [description]);

  useEffect(() => {
    if (!canonical) return;
    const element = upsertHeadElement('link[rel="canonical"]', () => {
      const l = document.createElement('link');
      l.setAttribute('rel', 'canonical');
      return l;
    });
    element.setAttribute('href', canonical);
  }, [canonical]);
}
