import { useEffect, useId, useRef } from 'react';
import { Button } from '../../components/ui/button';

type Choice<T extends string> = { value: T; label: string; note?: string };

type PreviewChoiceStepProps<T extends string> = {
  /** What the group of choices is, for screen readers. */
  label: string;
  choices: readonly Choice<T>[];
  skipLabel: string;
  onChoose: (value: T | null) => void;
};

/** Quick replies for an optional step: one click answers; Skip moves on without an answer. */
export function PreviewChoiceStep<T extends string>({
  label,
  choices,
  skipLabel,
  onChoose,
}: PreviewChoiceStepProps<T>) {
  const id = useId();
  const firstRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    firstRef.current?.focus();
  }, []);

  return (
    <div className="flex flex-col gap-3">
      <p id={`${id}-label`} className="text-sm font-medium">
        {label}
      </p>
      <fieldset aria-labelledby={`${id}-label`} className="flex flex-wrap gap-2">
        {choices.map((choice, index) => (
          <Button
            key={choice.value}
            ref={index === 0 ? firstRef : undefined}
            variant="outline"
            wrap
            className="h-auto min-h-10 text-left"
            onClick={() => onChoose(choice.value)}
          >
            {choice.label}
            {choice.note ? <span className="text-xs text-muted-foreground"> {choice.note}</span> : null}
          </Button>
        ))}
      </fieldset>
      <Button variant="ghost" className="self-start" onClick={() => onChoose(null)}>
        {skipLabel}
      </Button>
    </div>
  );
}
