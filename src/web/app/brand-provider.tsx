import { createContext, type ReactNode, useContext, useLayoutEffect } from 'react';

import { type BrandConfig, brandCssVariables } from '../../domain/brands';

const BrandContext = createContext<BrandConfig | null>(null);

/**
 * Exposes the brand chosen from the host name. Its colours are CSS variables on <html>: written
 * into the served HTML by the server (no flash of the wrong brand) and applied here for the pages
 * the dev server serves and when the brand changes.
 */
export function BrandProvider({ brand, children }: { brand: BrandConfig; children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    // Served pages already carry this brand's variables (the server wrote them with the same
    // table); working out their contrast again would only lengthen the hydration task. A
    // workspace's own colour (the chat frame) differs from its brand's and is applied.
    if (
      root.dataset.brand === brand.key &&
      root.style.getPropertyValue('--brand-primary') === brand.colors.primary
    )
      return;
    for (const [name, value] of Object.entries(brandCssVariables(brand))) root.style.setProperty(name, value);
    root.dataset.brand = brand.key;
  }, [brand]);

  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

export function useBrand(): BrandConfig {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand must be used inside <BrandProvider>');
  return brand;
}
