import { BotIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useBrand } from '../../app/brand-provider';
import { cn } from '../../lib/cn';

export function BrandLogo({ to = '/', className }: { to?: string; className?: string }) {
  const brand = useBrand();
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex items-center gap-2 rounded-md font-bold text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <span className="inline-flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <BotIcon className="size-5" aria-hidden="true" />
      </span>
      <span className="truncate">{brand.name}</span>
    </Link>
  );
}
