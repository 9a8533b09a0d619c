import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { planById } from '../../../domain/plans';
import { formatUsdNoDecimals, ROI_FACTORS } from '../../../domain/roi-calculator';
import { Button } from '../../components/ui/button';
import { useDocumentMeta } from '../../lib/document-meta';
import { HydrateOnView } from '../../lib/hydrate-on-view';
import { RoiAssumptionsList } from './roi/roi-assumptions-list';
import { RoiPlanChoice, RoiPresetPicker } from './roi/roi-choices';
import { RoiFieldGroupSection, roiGroupPartId } from './roi/roi-field-group';
import { formatRoiDays, ROI_FIELD_GROUPS } from './roi/roi-fields';
import { RoiResults } from './roi/roi-results';
import { activeRoiPreset } from './roi/roi-state';
import { useRoiCalculator } from './roi/use-roi-calculator';

const ROI_PART_IDS = ['roi-setup', ...ROI_FIELD_GROUPS.map(roiGroupPartId), 'roi-assumptions', 'roi-results'];

/**
 * The calculator's parts (setup, each group of inputs, the assumptions, the results) hydrate each
 * in a task of its own, on view or first use (decision records 044 and 054): the page hydrated in
 * one go was one long task on a phone.
 */
export function RoiCalculatorPage() {
  useDocumentMeta({
    title: 'ROI Calculator',
    description:
      'Estimate the extra monthly revenue and the days to pay back an AI sales agent for your website, shop, social DMs or quotes.',
  });
  // The parts below hydrate on their own (on view or first use); each state change first makes the
  // waiting ones live with the values they were prerendered with (wakeParts).
  const { state, outputs, setNumber, setLiveChat, applyPreset, selectPlan } = useRoiCalculator(ROI_PART_IDS);
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

      <HydrateOnView id="roi-setup">
        <section
          id="roi-setup"
          aria-labelledby="roi-setup-heading"
          className="mt-8 rounded-xl border bg-card p-4 sm:p-6"
        >
          <h2 id="roi-setup-heading" className="sr-only">
            Industry and plan
          </h2>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <RoiPresetPicker active={activeRoiPreset(inputs)} onApply={applyPreset} />
            <RoiPlanChoice planId={planId} onSelect={selectPlan} />
          </div>
        </section>
      </HydrateOnView>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          {ROI_FIELD_GROUPS.map((group) => (
            <HydrateOnView key={group.id} id={roiGroupPartId(group)}>
              <RoiFieldGroupSection
                group={group}
                inputs={inputs}
                relevant={group.plans.includes(planId)}
                planName={planName}
                setNumber={setNumber}
                setLiveChat={setLiveChat}
              />
            </HydrateOnView>
          ))}
          <HydrateOnView id="roi-assumptions">
            <RoiAssumptionsList inputs={inputs} planId={planId} />
          </HydrateOnView>
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

        <HydrateOnView id="roi-results">
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
        </HydrateOnView>
      </div>
    </div>
  );
}
