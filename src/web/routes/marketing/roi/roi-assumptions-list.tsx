import type { PlanId } from '../../../../domain/plans';
import { roiAssumptions } from '../../../../domain/roi-assumptions';
import type { RoiInputs } from '../../../../domain/roi-calculator';

/** The estimate's assumptions in words, with the chosen plan's factors and the visitor's inputs. */
export function RoiAssumptionsList({ inputs, planId }: { inputs: RoiInputs; planId: PlanId }) {
  return (
    <section
      id="roi-assumptions"
      aria-labelledby="roi-assumptions-heading"
      className="scroll-mt-20 rounded-xl border p-4 sm:p-6"
    >
      <h2 id="roi-assumptions-heading" className="text-lg font-semibold">
        How this estimate is made
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        The defaults are typical figures for a small online business: change them to yours. The estimate
        assumes:
      </p>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm" data-testid="roi-assumptions">
        {roiAssumptions(inputs, planId).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
