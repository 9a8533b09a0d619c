import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A plain div, or with `asChild` its single child element (e.g. an <article>) styled as a card. */
export function Card({
  className,
  asChild = false,
  highlighted = false,
  ...props
}: ComponentProps<'div'> & {
  asChild?: boolean /** The recommended plan: thicker primary border, deeper shadow. */;
  highlighted?: boolean;
}) {
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      className={cn(
        'rounded-xl bg-card text-card-foreground',
        highlighted ? 'border-2 border-primary shadow-lg' : 'border shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-6', className)} {...props} />;
}

const TITLE_SIZES = {
  lg: 'text-lg font-semibold',
  base: 'text-base font-semibold',
  sm: 'text-sm font-medium',
} as const;

export function CardTitle({
  className,
  size = 'lg',
  ...props
}: ComponentProps<'h3'> & { size?: keyof typeof TITLE_SIZES }) {
  return <h3 className={cn(TITLE_SIZES[size], 'leading-tight tracking-tight', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-6 pt-0', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex items-center p-6 pt-0', className)} {...props} />;
}
