import type { ReactNode } from 'react';
import { FieldMessage } from '../../components/ui/field-message';
import { Label } from '../../components/ui/label';
import { ariaInvalid, describedBy } from '../../lib/aria';

export interface FieldAria {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

/**
 * A labelled form control with an optional hint and its validation message, both tied to the
 * control (aria-describedby), so a screen reader reads them with the field.
 */
export function FormField({
  id,
  label,
  required = false,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: (aria: FieldAria) => ReactNode;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            {' '}
            *
          </span>
        ) : null}
      </Label>
      {children({
        id,
        'aria-invalid': ariaInvalid(error),
        'aria-describedby': describedBy(hint ? hintId : null, error ? errorId : null),
        'aria-required': required ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}
