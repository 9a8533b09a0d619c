import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '../../../domain/analytics-period';
import { Button } from '../../components/ui/button';

/** 7 / 30 / 90 days as toggle buttons: one is pressed, the group is named for screen readers. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: AnalyticsPeriod;
  onChange: (days: AnalyticsPeriod) => void;
}) {
  return (
    <fieldset className="inline-flex gap-1 rounded-md border p-1">
      <legend className="sr-only">Period</legend>
      {ANALYTICS_PERIODS.map((days) => (
        <Button
          key={days}
          size="sm"
          variant={value === days ? 'default' : 'ghost'}
          aria-pressed={value === days}
          onClick={() => onChange(days)}
        >
          {days} days
        </Button>
      ))}
    </fieldset>
  );
}
