import { ExternalLinkIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useConfig } from '../../../app/config-provider';
import { linkClass } from '../../../components/site/nav-links';

/** The demo's own bar: back to the product (/), the ROI calculator and the dashboard site. */
export function StorefrontDemoHeader() {
  const { dashboardUrl } = useConfig();
  return (
    <div className="border-b bg-muted/40">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <p className="text-sm font-semibold">QuoteAgent live demo</p>
        <nav aria-label="Demo">
          <ul className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <li>
              <Link to="/" className={linkClass}>
                Features
              </Link>
            </li>
            <li>
              <Link to="/roi-calculator" className={linkClass}>
                ROI Calculator
              </Link>
            </li>
            <li>
              <a href={dashboardUrl} className={`${linkClass} inline-flex items-center gap-1`}>
                Dashboard
                <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
