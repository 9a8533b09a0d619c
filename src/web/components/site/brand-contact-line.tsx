import type { ReactNode } from 'react';
import { BRAND_CONTACT_LINE_PREFIX, type PrerenderedContactField } from '../../../domain/prerender';
import { useBrand } from '../../app/brand-provider';

/**
 * A line that shows one of the brand's contact details, or nothing when the deployment has not
 * configured it: never a made-up address. The <data> wrapper marks the line in prerendered pages,
 * where the server fills in the value or removes the line (http/html-document.ts); it must not
 * contain another <data> element.
 */
export function BrandContactLine({
  field,
  children,
}: {
  field: PrerenderedContactField;
  children: (value: string) => ReactNode;
}) {
  const value = useBrand()[field];
  if (!value) return null;
  return <data value={`${BRAND_CONTACT_LINE_PREFIX}${field}`}>{children(value)}</data>;
}
