import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useBrand } from '../../app/brand-provider';
import { linkClass } from './nav-links';

export function SiteFooter() {
  const brand = useBrand();
  return (
    <footer id="site-footer" className="border-t bg-card">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          <p className="font-bold">{brand.name}</p>
          <p className="mt-1 text-sm text-muted-foreground">{brand.tagline}</p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-4 gap-y-2">
          <Link to="/features" className={linkClass}>
            Features
          </Link>
          <Link to="/roi-calculator" className={linkClass}>
            ROI Calculator
          </Link>
          {/* Also the way to pricing on a phone without JavaScript, where the header's menu cannot open. */}
          <Link to="/#pricing" className={linkClass}>
            Pricing
          </Link>
          <Link to="/docs" className={linkClass}>
            Docs
          </Link>
          <Link to="/privacy" className={linkClass}>
            Privacy Policy
          </Link>
          <Link to="/terms" className={linkClass}>
            Terms of Service
          </Link>
        </nav>
      </div>
      <p className="mx-auto max-w-7xl px-4 pb-8 text-sm text-muted-foreground sm:px-6">
        © <CopyrightYear /> {brand.name}. All rights reserved.
      </p>
    </footer>
  );
}

/**
 * The page may be prerendered in an earlier year than it is read in, so the first render must not
 * read the clock; the current year replaces the build's after hydration.
 */
function CopyrightYear() {
  const [year, setYear] = useState(__BUILD_YEAR__);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <>{year}</>;
}
