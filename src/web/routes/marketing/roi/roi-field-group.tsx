import type { NumericRoiInput, RoiInputs } from '../../../../domain/roi-calculator';
import { ROI_RANGES } from '../../../../domain/roi-calculator';
import { Badge } from '../../../components/ui/badge';
import { ROI_FIELDS, type RoiFieldGroup } from './roi-fields';
import { RoiSliderField } from './roi-slider-field';

/** The page's part that a group's fields live in, hydrated on its own (HydrateOnView). */
export const roiGroupPartId = (group: RoiFieldGroup) => `roi-fields-${group.id}`;

type RoiFieldGroupProps = {
  group: RoiFieldGroup;
  inputs: RoiInputs;
  /** Whether the chosen plan's result depends on this group. */
  relevant: boolean;
  planName: string | undefined;
  setNumber: (key: NumericRoiInput, value: number) => void;
  setLiveChat: (value: boolean) => void;
};

/** One group of the calculator's inputs: its sliders (and the live-chat toggle where it belongs). */
export function RoiFieldGroupSection({
  group,
  inputs,
  relevant,
  planName,
  setNumber,
  setLiveChat,
}: RoiFieldGroupProps) {
  return (
    <section
      id={roiGroupPartId(group)}
      aria-labelledby={`roi-group-${group.id}`}
      className="rounded-xl border p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`roi-group-${group.id}`} className="text-lg font-semibold">
          {group.title}
        </h2>
        {relevant && group.plans.length === 1 ? <Badge variant="secondary">Used by {planName}</Badge> : null}
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
}
