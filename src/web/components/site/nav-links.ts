export const linkClass =
  'rounded-md px-2 py-1 text-sm font-medium text-foreground/85 hover:text-foreground hover:underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';
