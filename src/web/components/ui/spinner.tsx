import { cn } from '../../lib/cn';

type SpinnerProps = {
  /** What is loading; read by screen readers, and shown when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
};

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-4' } as const;

export function Spinner({ label = 'Loading...', showLabel = false, className, size = 'md' }: SpinnerProps) {
  return (
    // <output> carries the status role natively: screen readers announce the label politely.
    <output aria-live="polite" className={cn('inline-flex items-center gap-3', className)}>
      <span
        aria-hidden="true"
        className={cn(
          'inline-block animate-spin rounded-full border-current border-r-transparent text-primary motion-reduce:animate-[spin_1.5s_linear_infinite]',
          sizes[size],
        )}
      />
      <span className={showLabel ? 'text-sm text-muted-foreground' : 'sr-only'}>{label}</span>
    </output>
  );
}

/** A spinner centred in the viewport, for whole-page loading states. */
export function PageSpinner({
  label = 'Loading...',
  showLabel = true,
}: {
  label?: string;
  showLabel?: boolean;
}) {
  return (
    <div className="flex min-h-dvh items-center justify-center p-6">
      <Spinner label={label} showLabel={showLabel} size="lg" className="flex-col" />
    </div>
  );
}
