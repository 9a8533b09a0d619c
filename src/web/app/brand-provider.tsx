import { createContext, type ReactNode, useContext, useLayoutEffect, useMemo } from 'react';
import { type BrandConfig, brandFromHost } from '../../domain/brands';
import { accessibleSolid } from '../lib/color-contrast';

const BrandContext = createContext<BrandConfig | null>(null);

function applyBrandColors(brand: BrandConfig): void {
  const style = document.documentElement.style;
  const { primary, secondary, accent, background, foreground } = brand.colors;
  const solid = accessibleSolid(primary);
  style.setProperty('--brand-primary', primary);
  style.setProperty('--brand-primary-solid', solid.solid);
  style.setProperty('--brand-primary-foreground', solid.foreground);
  style.setProperty('--brand-secondary', secondary);
  style.setProperty('--brand-accent', accent);
  style.setProperty('--brand-background', background);
  style.setProperty('--brand-foreground', foreground);
  document.documentElement.dataset.brand = brand.key;
}

/** Picks the brand from the host name and exposes its colours as CSS variables on <html>. */
export function BrandProvider({ children }: { children: ReactNode }) {
  const brand = useMemo(() => brandFromHost(window.location.hostname), []);

  useLayoutEffect(() => {
    applyBrandColors(brand);
    if (!document.title.includes(brand.name)) document.title = `${document.title} | ${brand.name}`;
  }, [brand]);

  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

export function useBrand(): BrandConfig {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand must be used inside <BrandProvider>');
  return brand;
}
