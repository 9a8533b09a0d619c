import { cn } from '../../lib/cn';

/** An inline validation message tied to a field with aria-describedby; announced when it appears. */
export function FieldMessage({
  id,
  message,
  className,
}: {
  id: string;
  message?: string | null;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={cn('text-sm font-medium text-destructive', className)}>
      {message}
    </p>
  );
}
