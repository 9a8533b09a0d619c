import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { planById } from '../../../domain/plans';
import { formatUsdNoDecimals, ROI_FACTORS, ROI_RANGES } from '../../../domain/roi-calculator';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useDocumentMeta } from '../../lib/document-meta';
import { RoiAssumptionsList } from './roi/roi-assumptions-list';
import { RoiPlanChoice, RoiPresetPicker } from './roi/roi-choices';
import { formatRoiDays, ROI_FIELD_GROUPS, ROI_FIELDS } from './roi/roi-fields';
import { RoiResults } from './roi/roi-results';
import { RoiSliderField } from './roi/roi-slider-field';
import { activeRoiPreset } from './roi/roi-state';
import { useRoiCalculator } from './roi/use-roi-calculator';

export function RoiCalculatorPage() {
  useDocumentMeta({
    title: 'ROI Calculator',
    description:
      'Estimate the extra monthly revenue and the days to pay back an AI sales agent for your website, shop, social DMs or quotes.',
  });
  const { state, outputs, setNumber, setLiveChat, applyPreset, selectPlan } = useRoiCalculator();
  const { inputs, planId } = state;
  const planName = planById(planId)?.name;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to="/">
          <ArrowLeftIcon aria-hidden="true" />
          Back to Home
        </Link>
      </Button>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">ROI Calculator</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted-foreground">
        Move the sliders to match your business and see how much extra revenue an AI sales agent could bring
        in each month, and how quickly it pays for itself. Figures are estimates from the assumptions below.
      </p>

      <section aria-labelledby="roi-setup-heading" className="mt-8 rounded-xl border bg-card p-4 sm:p-6">
        <h2 id="roi-setup-heading" className="sr-only">
          Industry and plan
        </h2>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <RoiPresetPicker active={activeRoiPreset(inputs)} onApply={applyPreset} />
          <RoiPlanChoice planId={planId} onSelect={selectPlan} />
        </div>
      </section>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          {ROI_FIELD_GROUPS.map((group) => {
            const relevant = group.plans.includes(planId);
            return (
              <section
                key={group.id}
                aria-labelledby={`roi-group-${group.id}`}
                className="rounded-xl border p-4 sm:p-6"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <h2 id={`roi-group-${group.id}`} className="text-lg font-semibold">
                    {group.title}
                  </h2>
                  {relevant && group.plans.length === 1 ? (
                    <Badge variant="secondary">Used by {planName}</Badge>
                  ) : null}
                  {!relevant ? <Badge variant="outline">Not used by {planName}</Badge> : null}
                </div>
                <p className="mt-1 text-sm text-muted-foreground">{group.description}</p>
                {/* The margin keeps a focused control clear of the sticky results bar below. */}
                <div className="mt-4 grid gap-6 md:grid-cols-2 [&_input]:scroll-mb-24 lg:[&_input]:scroll-mb-0">
                  {group.withLiveChatToggle ? (
                    <label className="flex items-center gap-3 text-sm font-medium md:col-span-2">
                      <input
                        type="checkbox"
                        checked={inputs.hasLiveChat}
                        onChange={(event) => setLiveChat(event.target.checked)}
                        className="size-4 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                      />
                      We already have live chat on our website
                    </label>
                  ) : null}
                  {group.fields.map((key) => (
                    <RoiSliderField
                      key={key}
                      label={ROI_FIELDS[key].label}
                      unit={ROI_FIELDS[key].unit}
                      range={ROI_RANGES[key]}
                      value={inputs[key]}
                      onChange={(value) => setNumber(key, value)}
                    />
                  ))}
                </div>
              </section>
            );
          })}
          <RoiAssumptionsList inputs={inputs} planId={planId} />
          {/* On narrow screens the results sit below every input; this bar keeps the headline in view. */}
          <div className="sticky bottom-0 z-10 -mx-4 border-t bg-background/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:hidden">
            <p className="flex items-center justify-between gap-3 text-sm">
              <span>
                <span className="font-semibold">{formatUsdNoDecimals(outputs.additionalRevenue)}</span> extra
                a month · pays back in {formatRoiDays(outputs.roiDays, ROI_FACTORS.noGainRoiDays)}
              </span>
              <a href="#roi-results" className="shrink-0 font-medium underline underline-offset-4">
                See results
              </a>
            </p>
          </div>
        </div>

        <div id="roi-results" className="scroll-mt-20 space-y-4 lg:sticky lg:top-20 lg:self-start">
          <RoiResults outputs={outputs} planId={planId} />
          <Button asChild size="lg" className="w-full">
            <Link to={`/checkout/${planId}`}>
              Get Started Now<span className="sr-only"> with {planName}</span>
            </Link>
          </Button>
          <p className="text-center text-xs text-muted-foreground">
            Estimates, not a promise: your results depend on your traffic and offer.{' '}
            <a href="#roi-assumptions" className="underline underline-offset-4">
              See the assumptions
            </a>
            .
          </p>
        </div>
      </div>
    </div>
  );
}
