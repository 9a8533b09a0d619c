import { type ComponentProps, type ReactNode, useId } from 'react';
import { ariaInvalid, describedBy } from '../../lib/aria';
import { FieldMessage } from './field-message';
import { Input } from './input';
import { Label } from './label';

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
export function FormControl({
  id,
  label,
  required = false,
  hint,
  error,
  className = 'flex flex-col gap-2',
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (aria: FieldAria) => ReactNode;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
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

type FormFieldProps = Omit<ComponentProps<typeof Input>, 'children'> & {
  label: string;
  /** The field's validation message (the contract's), shown under it and announced. */
  error?: string;
  hint?: ReactNode;
};

/** A labelled text input (FormControl around Input); `className` styles the wrapper. */
export function FormField({ label, error, hint, id, className, required, ...input }: FormFieldProps) {
  const generated = useId();
  return (
    <FormControl
      id={id ?? generated}
      label={label}
      error={error}
      hint={hint}
      required={required}
      className={className}
    >
      {(aria) => <Input {...aria} required={required} {...input} />}
    </FormControl>
  );
}
