import type { MouseEvent } from 'react';
import { toast } from 'sonner';
import { scrollToSection } from '../../lib/scroll';

export const linkClass =
  'rounded-md px-2 py-1 text-sm font-medium text-foreground/85 hover:text-foreground hover:underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * "Pricing" is a link to /#pricing: on the landing page it scrolls smoothly instead of navigating.
 * Returns true when it handled the click.
 */
export function handleSectionLink(event: MouseEvent, pathname: string, sectionId: string): boolean {
  if (pathname !== '/') return false;
  if (!scrollToSection(sectionId)) return false;
  event.preventDefault();
  window.history.replaceState(window.history.state, '', `#${sectionId}`);
  return true;
}

/** The spec's docs link has no target yet; say so rather than linking nowhere. */
export function announceDocsComingSoon(): void {
  toast.info('Documentation is coming soon', { description: 'Meanwhile, see Features or try a live demo.' });
}
