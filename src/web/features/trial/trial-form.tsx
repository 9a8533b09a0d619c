import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2Icon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { startTrialBodySchema, startTrialContract } from '../../../domain/contracts/billing.contract';
import type { CataloguePlanId } from '../../../domain/plans';
import { Button } from '../../components/ui/button';
import { FieldMessage } from '../../components/ui/field-message';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { ApiError } from '../../lib/api';
import { apiRequest } from '../../lib/api-client';
import { ariaInvalid, describedBy } from '../../lib/aria';
import { toast } from '../../lib/toast';

// The same schema the route checks (decision 015): a message the server would answer with shows
// beside its field before anything is sent.
const formSchema = startTrialBodySchema.pick({ name: true, businessName: true, email: true });
type TrialFormInput = z.input<typeof formSchema>;
type TrialFormValues = z.output<typeof formSchema>;

const FIELDS = [
  { name: 'name', label: 'Your name', type: 'text', autoComplete: 'name' },
  { name: 'businessName', label: 'Business name', type: 'text', autoComplete: 'organization' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
] as const;

export const TRIAL_FAILED = 'Could not start your trial. Please try again.';

/** Name, business and e-mail: the trial starts at once; the password is set from the e-mailed link. */
export function TrialForm({
  planId,
  previewId,
  onStarted,
}: {
  planId: CataloguePlanId | null;
  previewId: string | null;
  onStarted: (email: string) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TrialFormInput, unknown, TrialFormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', businessName: '', email: '' },
  });

  async function start(values: TrialFormValues) {
    try {
      const answer = await apiRequest(startTrialContract, {
        body: { ...values, ...(planId ? { planId } : {}), ...(previewId ? { previewId } : {}) },
      });
      onStarted(answer.email);
    } catch (error) {
      const message = error instanceof ApiError && error.code ? error.message : TRIAL_FAILED;
      toast.error('Trial not started', { description: message });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(start)} aria-busy={isSubmitting} className="flex flex-col gap-5">
      {FIELDS.map((field) => {
        const error = errors[field.name]?.message;
        const errorId = `trial-${field.name}-error`;
        return (
          <div key={field.name} className="flex flex-col gap-2">
            <Label htmlFor={`trial-${field.name}`}>{field.label}</Label>
            <Input
              id={`trial-${field.name}`}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              aria-invalid={ariaInvalid(error)}
              aria-describedby={describedBy(error && errorId)}
              {...register(field.name)}
            />
            <FieldMessage id={errorId} message={error} />
          </div>
        );
      })}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
        Start my free trial
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        No card needed. We e-mail you a link to set your password.
      </p>
    </form>
  );
}
