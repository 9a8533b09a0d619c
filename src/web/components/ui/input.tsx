import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

type InputProps = ComponentProps<'input'> & {
  /** A short inline number field (96 px, right-aligned), e.g. beside a slider. */
  compact?: boolean;
};

export function Input({ className, type, compact = false, ...props }: InputProps) {
  return (
    <input
      type={type}
      className={cn(
        compact ? 'h-8 w-24 px-2 text-right tabular-nums' : 'h-10 w-full px-3',
        'flex min-w-0 rounded-md border border-input bg-background py-2 text-base text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
