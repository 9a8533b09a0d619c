import { type ComponentProps, useId } from 'react';
import { FieldMessage } from '../../components/ui/field-message';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { ariaInvalid, describedBy } from '../../lib/aria';

type FormFieldProps = ComponentProps<typeof Input> & {
  label: string;
  /** The field's validation message (the contract's), shown under it and announced. */
  error?: string;
  hint?: string;
};

/** A labelled input whose hint and error describe it for screen readers. */
export function FormField({ label, error, hint, id, className, ...input }: FormFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  return (
    <div className={className ?? 'grid gap-1.5'}>
      <Label htmlFor={fieldId}>{label}</Label>
      <Input
        id={fieldId}
        aria-invalid={ariaInvalid(error)}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}
