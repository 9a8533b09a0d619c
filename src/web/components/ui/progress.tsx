import { cn } from '../../lib/cn';

type ProgressProps = { value: number; max?: number; label: string; className?: string };

export function Progress({ value, max = 100, label, className }: ProgressProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div className="h-full bg-primary transition-[width]" style={{ width: `${(clamped / max) * 100}%` }} />
    </div>
  );
}
