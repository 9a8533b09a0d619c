import { ArrowLeftIcon, ArrowRightIcon, Loader2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '../../components/ui/card';

/** The id the wizard moves focus to when the step changes (keyboard and screen-reader users). */
export const STEP_HEADING_ID = 'onboarding-step-heading';

/** One step: its heading (the page's h1), what it is for, its content and the Back / Continue bar. */
export function StepCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description: ReactNode;
  children?: ReactNode;
  footer: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <h1 id={STEP_HEADING_ID} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          {title}
        </h1>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {children ? <CardContent className="flex flex-col gap-6">{children}</CardContent> : null}
      <CardFooter className="flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-between">
        {footer}
      </CardFooter>
    </Card>
  );
}

/**
 * Back and Continue. Continue submits `form` when given (the step saves before moving on), and is
 * disabled while saving or while the step's required answers are missing.
 */
export function StepActions({
  onBack,
  form,
  onContinue,
  continueLabel = 'Continue',
  disabled = false,
  saving = false,
}: {
  onBack?: () => void;
  form?: string;
  onContinue?: () => void;
  continueLabel?: string;
  disabled?: boolean;
  saving?: boolean;
}) {
  return (
    <>
      {onBack ? (
        <Button variant="outline" onClick={onBack} disabled={saving} className="w-full sm:w-auto">
          <ArrowLeftIcon aria-hidden="true" />
          Back
        </Button>
      ) : (
        <span className="hidden sm:block" />
      )}
      <Button
        type={form ? 'submit' : 'button'}
        form={form}
        onClick={onContinue}
        disabled={disabled || saving}
        aria-busy={saving}
        className="w-full sm:w-auto"
      >
        {saving ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
        {continueLabel}
        {saving ? null : <ArrowRightIcon aria-hidden="true" />}
      </Button>
    </>
  );
}
