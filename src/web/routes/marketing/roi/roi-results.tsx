import type { PlanId } from '../../../../domain/plans';
import { planById } from '../../../../domain/plans';
import {
  formatUsdNoDecimals,
  ROI_FACTORS,
  ROI_PLANS,
  type RoiOutputs,
  roiBreakdown,
} from '../../../../domain/roi-calculator';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import {
  formatConversionLift,
  formatCount,
  formatRoiDays,
  ROI_OUTPUT_LABELS,
  type RoiOutputKey,
} from './roi-fields';

function formatOutput(key: RoiOutputKey, outputs: RoiOutputs): string {
  const value = outputs[key];
  switch (key) {
    case 'roiDays':
      return formatRoiDays(value, ROI_FACTORS.noGainRoiDays);
    case 'conversionLift':
      return formatConversionLift(value);
    case 'missedChats':
    case 'aiCapturedLeads':
      return formatCount(value);
    default:
      return formatUsdNoDecimals(value);
  }
}

const FIGURES: readonly RoiOutputKey[] = [
  'currentRevenue',
  'projectedRevenue',
  'roiDays',
  'conversionLift',
  'missedChats',
  'lostRevenue',
  'aiCapturedLeads',
];

function Figure({ outputKey, outputs }: { outputKey: RoiOutputKey; outputs: RoiOutputs }) {
  return (
    <div className="rounded-lg border bg-background p-3">
      <dt className="text-xs text-muted-foreground">{ROI_OUTPUT_LABELS[outputKey]}</dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums" data-testid={`roi-${outputKey}`}>
        {formatOutput(outputKey, outputs)}
      </dd>
    </div>
  );
}

export function RoiResults({ outputs, planId }: { outputs: RoiOutputs; planId: PlanId }) {
  const planName = planById(planId)?.name ?? planId;
  const price = formatUsdNoDecimals(ROI_PLANS[planId].price);
  const days = formatRoiDays(outputs.roiDays, ROI_FACTORS.noGainRoiDays);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold tracking-tight">Your estimated return</h2>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="rounded-lg bg-primary p-4 text-primary-foreground">
          <p className="text-sm">{ROI_OUTPUT_LABELS.additionalRevenue}</p>
          <p className="text-4xl font-bold tabular-nums" data-testid="roi-additionalRevenue">
            {formatUsdNoDecimals(outputs.additionalRevenue)}
          </p>
          {/* Announces the headline after each change; the figures below stay silent. */}
          <p aria-live="polite" className="mt-2 text-sm" data-testid="roi-summary">
            With {planName} you could add {formatUsdNoDecimals(outputs.additionalRevenue)} a month, for{' '}
            {formatUsdNoDecimals(outputs.projectedRevenue)} in total. The {price} monthly fee pays for itself
            in {days}.
          </p>
        </div>
        <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
          {FIGURES.map((key) => (
            <Figure key={key} outputKey={key} outputs={outputs} />
          ))}
        </dl>
        <div>
          <h3 className="text-sm font-semibold">Where the extra revenue comes from</h3>
          {/* Only the chosen plan's streams: they add up to the headline exactly (roiBreakdown). */}
          <dl className="mt-2 divide-y text-sm" data-testid="roi-breakdown">
            {roiBreakdown(outputs, planId).map(({ key }) => (
              <div key={key} className="flex items-baseline justify-between gap-3 py-2">
                <dt>{ROI_OUTPUT_LABELS[key]}</dt>
                <dd className="font-medium tabular-nums" data-testid={`roi-${key}`}>
                  {formatOutput(key, outputs)}
                </dd>
              </div>
            ))}
            <div className="flex items-baseline justify-between gap-3 py-2 font-semibold">
              <dt>Total with {planName}</dt>
              <dd className="tabular-nums" data-testid="roi-breakdown-total">
                {formatUsdNoDecimals(outputs.additionalRevenue)}
              </dd>
            </div>
          </dl>
        </div>
      </CardContent>
    </Card>
  );
}
