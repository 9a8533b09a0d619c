import { useEffect } from 'react';
import { useBrand } from '../app/brand-provider';

function upsertHeadElement(selector: string, create: () => HTMLElement): HTMLElement {
  const existing = document.head.querySelector<HTMLElement>(selector);
  if (existing) return existing;
  const element = create();
  document.head.appendChild(element);
  return element;
}

/** Sets the document title ("Page | Brand") and, when given, the meta description and canonical link. */
export function useDocumentMeta(meta: { title: string; description?: string; canonical?: string }): void {
  const brand = useBrand();
  const { title, description, canonical } = meta;

  useEffect(() => {
    document.title = title ? `${title} | ${brand.name}` : brand.name;
  }, [title, brand.name]);

  useEffect(() => {
    if (!description) return;
    const element = upsertHeadElement('meta[name="description"]', () => {
      const m = document.createElement('meta');
      m.setAttribute('name', 'description');
      return m;
    });
    const previous = element.getAttribute('content');
    element.setAttribute('content', description);
    return () => {
      if (previous !== null) element.setAttribute('content', previous);
    };
  }, [description]);

  useEffect(() => {
    if (!canonical) return;
    const element = upsertHeadElement('link[rel="canonical"]', () => {
      const l = document.createElement('link');
      l.setAttribute('rel', 'canonical');
      return l;
    });
    element.setAttribute('href', canonical);
    return () => element.remove();
  }, [canonical]);
}
