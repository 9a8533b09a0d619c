import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  type FeatureKey,
  type FeatureSettings,
  featureSettingsSchema,
  type WorkspaceSettingsView,
} from '../../../domain/contracts/workspace-settings.contract';
import { Badge } from '../../components/ui/badge';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../lib/toast';
import { StepActions, StepCard } from './step-card';
import { useSaveFeatures } from './use-onboarding';

const FORM_ID = 'onboarding-features-form';

const FEATURES: Array<{ key: FeatureKey; label: string; description: string }> = [
  {
    key: 'smsFollowups',
    label: 'SMS follow-ups',
    description: 'Text customers a reminder about their quote.',
  },
  {
    key: 'emailSequences',
    label: 'E-mail sequences',
    description:
      'Abandoned-chat, quote-reminder and upsell e-mails sent on their own. Off: none of them is sent.',
  },
  {
    key: 'socialAutomation',
    label: 'Social automation',
    description: 'Let the SocialAgent answer direct messages on your social pages.',
  },
  {
    key: 'pipelineManagement',
    label: 'Pipeline management',
    description: 'Move leads through your pipeline as quotes are sent and accepted.',
  },
  {
    key: 'appointmentBooking',
    label: 'Appointment booking',
    description: 'Let agents offer customers a time to talk or visit.',
  },
];

function FeatureRow({
  id,
  label,
  description,
  children,
}: {
  id: string;
  label: ReactNode;
  description: string;
  children: (ids: { labelId: string; descriptionId: string }) => ReactNode;
}) {
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  return (
    <li className="flex items-start justify-between gap-4 py-4">
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-medium">
          {label}
        </p>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      {children({ labelId, descriptionId })}
    </li>
  );
}

/** Step 3: the automations this workspace runs (saved to the workspace; the automations obey them). */
export function FeaturesStep({
  workspaceId,
  settings,
  onBack,
  onNext,
}: {
  workspaceId: string;
  settings: WorkspaceSettingsView;
  onBack: () => void;
  onNext: () => void;
}) {
  const save = useSaveFeatures(workspaceId);
  const form = useForm<FeatureSettings>({
    resolver: zodResolver(featureSettingsSchema),
    defaultValues: settings.features,
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      onNext();
    } catch {
      toast.error('Failed to save automation features. Please try again.');
    }
  });

  return (
    <StepCard
      title="Automation Features"
      description="Choose what your agents do on their own. You can change these later."
      footer={<StepActions onBack={onBack} form={FORM_ID} saving={save.isPending} />}
    >
      <form id={FORM_ID} noValidate onSubmit={submit}>
        <ul className="divide-y">
          {FEATURES.map(({ key, label, description }) => (
            <FeatureRow key={key} id={`feature-${key}`} label={label} description={description}>
              {({ labelId, descriptionId }) => (
                <Controller
                  control={form.control}
                  name={key}
                  render={({ field }) => (
                    <Switch
                      checked={field.value}
                      onCheckedChange={field.onChange}
                      onBlur={field.onBlur}
                      aria-labelledby={labelId}
                      aria-describedby={descriptionId}
                    />
                  )}
                />
              )}
            </FeatureRow>
          ))}
          <FeatureRow
            id="feature-advanced-integrations"
            label={
              <>
                Advanced Integrations <Badge variant="secondary">Coming soon</Badge>
              </>
            }
            description="Connect more tools to your agents."
          >
            {({ labelId, descriptionId }) => (
              <Switch
                checked={false}
                onCheckedChange={() => {}}
                disabled
                aria-labelledby={labelId}
                aria-describedby={descriptionId}
              />
            )}
          </FeatureRow>
        </ul>
      </form>
    </StepCard>
  );
}
