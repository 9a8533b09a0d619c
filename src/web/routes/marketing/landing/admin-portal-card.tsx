import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

// Fixed marketing figures: a picture of the admin portal, not live data.
const METRICS = [
  { label: 'Conversations', value: '1,284', change: '+18%' },
  { label: 'Quotes sent', value: '312', change: '+24%' },
  { label: 'Revenue', value: '$48,250', change: '+31%' },
  { label: 'Conversion', value: '24.3%', change: '+4.1 pts' },
] as const;

const ROWS = [
  { name: 'Jordan Lee', item: 'Van wrap', amount: '$1,800', status: 'Paid', tone: 'good' },
  { name: 'Priya Shah', item: 'Storefront sign', amount: '$1,299', status: 'Quote sent', tone: 'info' },
  { name: 'Marco Diaz', item: 'Fleet, 3 vans', amount: '$7,500', status: 'Hot lead', tone: 'hot' },
  { name: 'Ana Silva', item: 'Window graphics', amount: '$640', status: 'Needs approval', tone: 'wait' },
] as const;

const TONES = {
  good: 'bg-success/15 text-foreground',
  info: 'bg-primary/15 text-foreground',
  hot: 'bg-destructive/15 text-foreground',
  wait: 'bg-muted text-foreground',
} as const;

/** A still picture of the admin portal, drawn with HTML: a few metrics and the latest leads. */
export function AdminPortalCard() {
  return (
    <Card className="overflow-hidden">
      <div
        role="img"
        aria-label="Preview of the admin portal: 1,284 conversations, 312 quotes sent, $48,250 revenue and 24.3% conversion this month, with the latest leads and their status."
      >
        <div className="flex items-center gap-2 border-b bg-muted/60 px-4 py-3">
          <span className="size-2.5 rounded-full bg-destructive/70" />
          <span className="size-2.5 rounded-full bg-brand-accent/80" />
          <span className="size-2.5 rounded-full bg-success/70" />
          <span className="ml-2 truncate text-sm font-semibold">Admin Portal</span>
          <span className="ml-auto text-xs text-muted-foreground">This month</span>
        </div>
        <div className="space-y-5 p-4 sm:p-6">
          <div className="grid grid-cols-2 gap-3">
            {METRICS.map((m) => (
              <div key={m.label} className="min-w-0 rounded-lg border bg-background p-3">
                <p className="truncate text-xs text-muted-foreground">{m.label}</p>
                <p className="text-xl font-bold tabular-nums">{m.value}</p>
                <p className="text-xs font-medium text-success">{m.change}</p>
              </div>
            ))}
          </div>
          <div>
            <p className="mb-2 text-sm font-semibold">Latest leads</p>
            <ul className="divide-y rounded-lg border bg-background text-sm">
              {ROWS.map((row) => (
                <li key={row.name} className="flex items-center gap-3 px-3 py-2">
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{row.name}</span>
                    <span className="block truncate text-xs text-muted-foreground">{row.item}</span>
                  </span>
                  <span className="tabular-nums">{row.amount}</span>
                  <span
                    className={cn(
                      'shrink-0 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
                      TONES[row.tone],
                    )}
                  >
                    {row.status}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </Card>
  );
}
