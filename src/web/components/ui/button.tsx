import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 aria-disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
        outline: 'border border-input bg-background shadow-sm hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground shadow-sm hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-foreground underline underline-offset-4 hover:decoration-2',
      },
      size: {
        default: 'min-h-10 px-4 py-2 text-sm',
        sm: 'min-h-9 px-3 text-sm',
        lg: 'min-h-11 px-6 text-base',
        icon: 'size-10 text-sm',
      },
      /** Long labels (plan names with prices, suggested replies) wrap instead of overflowing. */
      wrap: { false: 'whitespace-nowrap', true: 'whitespace-normal' },
    },
    // A fixed height only for one-line buttons; a wrapped label grows from the minimum height.
    compoundVariants: [
      { wrap: false, size: 'default', class: 'h-10' },
      { wrap: false, size: 'sm', class: 'h-9' },
      { wrap: false, size: 'lg', class: 'h-11' },
    ],
    defaultVariants: { variant: 'default', size: 'default', wrap: false },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. a Link) with button styling instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, wrap, asChild = false, type, ...props }: ButtonProps) {
  if (asChild) {
    return <Slot className={cn(buttonVariants({ variant, size, wrap }), className)} {...props} />;
  }
  return (
    <button
      type={type ?? 'button'}
      className={cn(buttonVariants({ variant, size, wrap }), className)}
      {...props}
    />
  );
}
