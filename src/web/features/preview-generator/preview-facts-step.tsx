import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  type BusinessFacts,
  MINIMUM_ORDER_OPTIONS,
  type MinimumOrder,
} from '../../../domain/validation/preview-questionnaire';
import { Button } from '../../components/ui/button';
import { FieldMessage } from '../../components/ui/field-message';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { ariaInvalid, describedBy } from '../../lib/aria';
import {
  FACT_TEXT_MAX,
  type FactsFormErrors,
  type FactsFormValues,
  MINIMUM_ORDER_LABELS,
  PRICE_MESSAGES,
  parseFactsForm,
} from './preview-facts-form';

const TEXTAREA =
  'min-h-16 w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background sm:text-sm';

type PreviewFactsStepProps = {
  initial: FactsFormValues;
  onSubmit: (facts: BusinessFacts | null) => void;
};

/** The optional business facts, pre-filled for a known site; Continue with nothing filled in skips. */
export function PreviewFactsStep({ initial, onSubmit }: PreviewFactsStepProps) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FactsFormErrors>({});
  const firstRef = useRef<HTMLInputElement>(null);
  const priceRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    firstRef.current?.focus();
  }, []);

  function set<K extends keyof FactsFormValues>(key: K, value: FactsFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A number field the browser cannot read ('5e', or '5,20' in some browsers) reports '' as its value: say so
    // instead of taking it for "no price".
    if (priceRef.current?.validity.badInput) {
      setErrors({ pricePerSqFt: PRICE_MESSAGES.notANumber });
      priceRef.current.focus();
      return;
    }
    const parsed = parseFactsForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      priceRef.current?.focus();
      return;
    }
    onSubmit(parsed.facts);
  }

  const priceError = `${id}-price-error`;
  const priceHint = `${id}-price-hint`;

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Minimum order</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {MINIMUM_ORDER_OPTIONS.map((option: MinimumOrder, index) => (
            <label key={option} className="flex min-h-6 items-center gap-2 text-sm">
              <input
                ref={index === 0 ? firstRef : undefined}
                type="radio"
                name={`${id}-minimum`}
                value={option}
                checked={values.minimumOrder === option}
                onChange={() => set('minimumOrder', option)}
                className="size-4 accent-primary"
              />
              {MINIMUM_ORDER_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-price`}>Price per sq ft (USD)</Label>
        <Input
          ref={priceRef}
          id={`${id}-price`}
          type="number"
          inputMode="decimal"
          step={0.01}
          min={0}
          placeholder="e.g. 4.50"
          className="sm:max-w-48"
          value={values.pricePerSqFt}
          aria-invalid={ariaInvalid(errors.pricePerSqFt)}
          aria-describedby={describedBy(errors.pricePerSqFt && priceError, priceHint)}
          onChange={(event) => set('pricePerSqFt', event.target.value)}
        />
        <FieldMessage id={priceError} message={errors.pricePerSqFt} />
        <p id={priceHint} className="text-xs text-muted-foreground">
          Leave empty if you do not price by area.
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-ordering`}>How customers order</Label>
        <textarea
          id={`${id}-ordering`}
          rows={2}
          maxLength={FACT_TEXT_MAX}
          placeholder="Upload your artwork, approve the proof, we print within 2 days."
          className={TEXTAREA}
          value={values.orderingFlow}
          onChange={(event) => set('orderingFlow', event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-shipping`}>Shipping policy</Label>
        <textarea
          id={`${id}-shipping`}
          rows={2}
          maxLength={FACT_TEXT_MAX}
          placeholder="Free shipping over $100; orders ship within 2 business days."
          className={TEXTAREA}
          value={values.shippingPolicy}
          onChange={(event) => set('shippingPolicy', event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit">Continue</Button>
        <Button variant="ghost" onClick={() => onSubmit(null)}>
          Skip
        </Button>
      </div>
    </form>
  );
}
