import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. There is no Tailwind conflict resolution here (tailwind-merge cost 8 kB
 * gzip on every page): components expose props for their variations instead of accepting
 * conflicting overrides, and components/ui/class-conflicts.test.ts guards that.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
