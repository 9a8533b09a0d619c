import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  BUSINESS_LIMITS,
  type BusinessInfo,
  type BusinessInfoInput,
  businessInfoSchema,
  ONBOARDING_MESSAGES,
  type OnboardingState,
} from '../../../domain/contracts/onboarding.contract';
import { FormControl } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { StepActions, StepCard } from './step-card';
import { useSaveBusinessInfo } from './use-onboarding';

const FORM_ID = 'onboarding-business-form';

// Suggestions only: the owner may type any industry.
const INDUSTRIES = [
  'Vehicle wraps & signage',
  'Printing',
  'Retail & e-commerce',
  'Home services',
  'Professional services',
  'Health & wellness',
  'Restaurants & food',
  'Real estate',
  'Automotive',
  'Education',
];

/** Step 1: who the business is. Saved (profile and workspace contact details) before moving on. */
export function BusinessStep({
  workspaceId,
  initial,
  onBack,
  onNext,
}: {
  workspaceId: string;
  initial: OnboardingState['business'];
  onBack: () => void;
  onNext: () => void;
}) {
  const save = useSaveBusinessInfo(workspaceId);
  const form = useForm<BusinessInfoInput, unknown, BusinessInfo>({
    resolver: zodResolver(businessInfoSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const [name, industry] = form.watch(['businessName', 'industry']);
  // Spec: Continue stays disabled until business name and industry are filled, or while saving.
  const requiredFilled = Boolean(name?.trim() && industry?.trim());

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(ONBOARDING_MESSAGES.businessSaved);
      onNext();
    } catch (error) {
      // A refusal the form did not catch (e.g. not the owner) says why; otherwise the spec's text.
      const detail = error instanceof ApiError && error.status < 500 ? error.message : undefined;
      toast.error(ONBOARDING_MESSAGES.businessSaveFailed, { description: detail });
    }
  });

  const text = (field: keyof BusinessInfoInput) => form.register(field);

  return (
    <StepCard
      title="Business Information"
      description="Tell us about your business. Your agents introduce it to customers, and your e-mails and widget show these contact details."
      footer={
        <StepActions onBack={onBack} form={FORM_ID} disabled={!requiredFilled} saving={save.isPending} />
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2">
        <FormControl id="business-name" label="Business name" required error={errors.businessName?.message}>
          {(aria) => (
            <Input
              {...aria}
              {...text('businessName')}
              autoComplete="organization"
              maxLength={BUSINESS_LIMITS.businessName}
            />
          )}
        </FormControl>
        <FormControl id="business-industry" label="Industry" required error={errors.industry?.message}>
          {(aria) => (
            <>
              <Input
                {...aria}
                {...text('industry')}
                list="industry-suggestions"
                maxLength={BUSINESS_LIMITS.industry}
              />
              <datalist id="industry-suggestions">
                {INDUSTRIES.map((value) => (
                  <option key={value} value={value} />
                ))}
              </datalist>
            </>
          )}
        </FormControl>
        <FormControl
          id="business-website"
          label="Website"
          hint="We can import what your agents should know from it in the AI Agent Setup step."
          error={errors.website?.message}
        >
          {(aria) => (
            <Input
              {...aria}
              {...text('website')}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://example.com"
            />
          )}
        </FormControl>
        <FormControl id="business-phone" label="Phone" error={errors.phone?.message}>
          {(aria) => (
            <Input
              {...aria}
              {...text('phone')}
              type="tel"
              autoComplete="tel"
              maxLength={BUSINESS_LIMITS.phone}
            />
          )}
        </FormControl>
        <FormControl id="business-email" label="Business e-mail" error={errors.email?.message}>
          {(aria) => <Input {...aria} {...text('email')} type="email" autoComplete="email" />}
        </FormControl>
        <div className="sm:col-span-2">
          <FormControl
            id="business-description"
            label="Description"
            hint="What you sell or do, and for whom, in a sentence or two."
            error={errors.description?.message}
          >
            {(aria) => (
              <Textarea {...aria} {...text('description')} rows={4} maxLength={BUSINESS_LIMITS.description} />
            )}
          </FormControl>
        </div>
      </form>
    </StepCard>
  );
}
