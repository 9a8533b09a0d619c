import { useId, useState } from 'react';
import type { RoiRange } from '../../../../domain/roi-calculator';
import { Input } from '../../../components/ui/input';
import { formatRoiBound, formatRoiValue, type RoiUnit } from './roi-fields';

type RoiSliderFieldProps = {
  label: string;
  unit: RoiUnit;
  range: RoiRange;
  value: number;
  onChange: (value: number) => void;
};

const SUFFIX: Record<RoiUnit, string | null> = { visitors: null, usd: null, percent: '%', hours: 'h' };

/**
 * A native range input linked to a number field. The number field keeps the visitor's half-typed
 * text while they type and only passes on values inside the range, so typing '1200' does not jump
 * to the minimum at '1'; leaving the field clamps whatever is there.
 */
export function RoiSliderField({ label, unit, range, value, onChange }: RoiSliderFieldProps) {
  const id = useId();
  const sliderId = `${id}-slider`;
  const [draft, setDraft] = useState<string | null>(null);

  const commitDraft = () => {
    if (draft === null) return;
    const typed = Number(draft);
    if (draft.trim() !== '' && Number.isFinite(typed)) onChange(typed);
    setDraft(null);
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <label htmlFor={sliderId} className="text-sm font-medium">
          {label}
        </label>
        <div className="flex items-center gap-1 text-sm text-muted-foreground">
          {unit === 'usd' ? <span aria-hidden="true">$</span> : null}
          <Input
            type="number"
            inputMode="decimal"
            aria-label={`${label} value`}
            min={range.min}
            max={range.max}
            step={range.step}
            value={draft ?? String(value)}
            onChange={(event) => {
              const text = event.target.value;
              setDraft(text);
              const typed = Number(text);
              if (text.trim() !== '' && typed >= range.min && typed <= range.max) onChange(typed);
            }}
            onBlur={commitDraft}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commitDraft();
            }}
            compact
          />
          {SUFFIX[unit] ? <span aria-hidden="true">{SUFFIX[unit]}</span> : null}
        </div>
      </div>
      <input
        id={sliderId}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={formatRoiValue(unit, value)}
        onChange={(event) => {
          setDraft(null);
          onChange(Number(event.target.value));
        }}
        className="block h-2 w-full cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
      />
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{formatRoiBound(unit, range.min)}</span>
        <span>{formatRoiBound(unit, range.max)}</span>
      </div>
    </div>
  );
}
