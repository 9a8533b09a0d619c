import { PLAN_IDS, type PlanId, planById } from '../../../../domain/plans';
import { ROI_PLANS, ROI_PRESETS, type RoiPresetKey } from '../../../../domain/roi-calculator';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

const PRESET_KEYS = Object.keys(ROI_PRESETS) as RoiPresetKey[];

export function RoiPresetPicker({
  active,
  onApply,
}: {
  active: RoiPresetKey | null;
  onApply: (preset: RoiPresetKey) => void;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold">Industry preset</legend>
      <p className="text-sm text-muted-foreground">
        Fills in typical visitors, order value and conversion rate for your industry.
      </p>
      <div className="flex flex-wrap gap-2">
        {PRESET_KEYS.map((key) => (
          <Button
            key={key}
            variant={active === key ? 'default' : 'outline'}
            aria-pressed={active === key}
            onClick={() => onApply(key)}
          >
            {ROI_PRESETS[key].label}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}

export function RoiPlanChoice({ planId, onSelect }: { planId: PlanId; onSelect: (planId: PlanId) => void }) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold">Choose a plan</legend>
      <p className="text-sm text-muted-foreground">
        Each plan works on different revenue; its efficiency is the share of that revenue it realises.
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        {PLAN_IDS.map((id) => {
          const roiPlan = ROI_PLANS[id];
          const selected = id === planId;
          return (
            <label
              key={id}
              className={cn(
                'flex cursor-pointer gap-3 rounded-lg border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring hover:bg-accent',
                selected && 'border-primary bg-accent',
              )}
            >
              <input
                type="radio"
                name="roi-plan"
                value={id}
                checked={selected}
                onChange={() => onSelect(id)}
                className="mt-1 size-4 shrink-0 accent-primary focus-visible:outline-none"
              />
              <span className="min-w-0 text-sm">
                <span className="block font-semibold">{planById(id)?.name}</span>
                <span className="block">${roiPlan.price}/mo</span>
                <span className="block text-muted-foreground">
                  {Math.round(roiPlan.efficiency * 100)}% efficiency · {roiPlan.focus}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
