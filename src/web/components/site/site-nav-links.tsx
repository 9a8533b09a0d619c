import { Link } from 'react-router';
import { useConfig } from '../../app/config-provider';
import { Button } from '../ui/button';
import { linkClass } from './nav-links';

type NavProps = { onNavigate?: () => void; vertical?: boolean };

export function SiteNavLinks({ onNavigate, vertical = false }: NavProps) {
  const itemClass = vertical ? `${linkClass} block py-2 text-base` : linkClass;
  return (
    <>
      <Link to="/features" className={itemClass} onClick={onNavigate}>
        Features
      </Link>
      <Link to="/roi-calculator" className={itemClass} onClick={onNavigate}>
        ROI Calculator
      </Link>
      {/* A plain link to the home page's section: it works before the app runs and without it;
          once the app runs, the navigation scrolls there and focuses it (useNavigationFocus). */}
      <Link to="/#pricing" className={itemClass} onClick={onNavigate}>
        Pricing
      </Link>
      <Link to="/docs" className={itemClass} onClick={onNavigate}>
        Docs
      </Link>
    </>
  );
}

export function DashboardLinks({ vertical = false, id }: { vertical?: boolean; id?: string }) {
  const { dashboardUrl } = useConfig();
  return (
    <div id={id} className={vertical ? 'flex flex-col gap-2' : 'flex items-center gap-2'}>
      <Button asChild variant="outline" size="sm">
        <a href={`${dashboardUrl}/auth`}>Client Login</a>
      </Button>
      {/* The spec's free-trial button: the brand's dashboard, where a visitor signs up (a sign-up
          starts the 14-day trial, decision 017) and an owner lands in their workspace. */}
      <Button asChild size="sm">
        <a href={`${dashboardUrl}/admin`}>Open Dashboard</a>
      </Button>
    </div>
  );
}
