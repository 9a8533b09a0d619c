import type { MouseEvent } from 'react';
import { scrollToSection } from '../../lib/scroll';
import { toast } from '../../lib/toast';

export const linkClass =
  'rounded-md px-2 py-1 text-sm font-medium text-foreground/85 hover:text-foreground hover:underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * "Pricing" is a link to /#pricing: on the landing page it scrolls smoothly instead of navigating.
 * `delayMs` lets an open menu close (and hand focus back) before the section takes focus.
 */
export function handleSectionLink(event: MouseEvent, pathname: string, sectionId: string, delayMs = 0): void {
  if (pathname !== '/' || !document.getElementById(sectionId)) return;
  event.preventDefault();
  window.history.replaceState(window.history.state, '', `#${sectionId}`);
  if (delayMs > 0) window.setTimeout(() => scrollToSection(sectionId), delayMs);
  else scrollToSection(sectionId);
}

/** The spec's docs link has no target yet; say so rather than linking nowhere. */
export function announceDocsComingSoon(): void {
  toast.info('Documentation is coming soon', { description: 'Meanwhile, see Features or try a live demo.' });
}
