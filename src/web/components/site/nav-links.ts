import { toast } from '../../lib/toast';

export const linkClass =
  'rounded-md px-2 py-1 text-sm font-medium text-foreground/85 hover:text-foreground hover:underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** The spec's docs link has no target yet; say so rather than linking nowhere. */
export function announceDocsComingSoon(): void {
  toast.info('Documentation is coming soon', { description: 'Meanwhile, see Features or try a live demo.' });
}
