import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { AgentView } from '../../../domain/contracts/agents.contract';
import type { WorkspaceSettingsView } from '../../../domain/contracts/workspace-settings.contract';
import type { CataloguePlanId } from '../../../domain/plans';
import { TONES } from '../../../domain/validation/preview-questionnaire';
import { FieldMessage } from '../../components/ui/field-message';
import { FormControl } from '../../components/ui/form-field';
import { NativeSelect } from '../../components/ui/native-select';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { AgentChoiceCard } from './agent-choice-card';
import {
  type AgentFormOutput,
  type AgentFormValues,
  agentFormDefaults,
  agentFormSchema,
  toAgentSetup,
} from './agent-form';
import { KnowledgeImportPanel } from './knowledge-import-panel';
import { PreviewTakeoverPanel } from './preview-takeover-panel';
import { StepActions, StepCard } from './step-card';
import { useSetUpAgents } from './use-onboarding';

const FORM_ID = 'onboarding-agents-form';

function AgentSetupForm({
  save,
  agents,
  settings,
  planId,
  industry,
  onSaved,
}: {
  save: ReturnType<typeof useSetUpAgents>;
  agents: AgentView[];
  settings: WorkspaceSettingsView;
  planId: CataloguePlanId | null;
  industry: string;
  onSaved: () => void;
}) {
  const form = useForm<AgentFormValues, unknown, AgentFormOutput>({
    resolver: zodResolver(agentFormSchema),
    defaultValues: agentFormDefaults({
      agents,
      businessName: settings.contact.businessName,
      tone: settings.tone,
      planId,
      industry,
    }),
  });
  const { errors } = form.formState;
  const listError = errors.choices?.root?.message ?? errors.choices?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(toAgentSetup(values));
      onSaved();
    } catch (error) {
      const detail = error instanceof ApiError && error.status < 500 ? error.message : undefined;
      toast.error('Failed to save your agents. Please try again.', { description: detail });
    }
  });

  return (
    <form
      id={FORM_ID}
      noValidate
      onSubmit={submit}
      aria-busy={save.isPending}
      className="flex flex-col gap-4"
    >
      <h2 className="text-base font-semibold">Your agents</h2>
      <div className="flex flex-col gap-3">
        {[0, 1, 2].map((index) => (
          <AgentChoiceCard
            key={index}
            index={index}
            control={form.control}
            register={form.register}
            errors={errors}
          />
        ))}
      </div>
      <FieldMessage id="agents-error" message={listError} />
      <FormControl id="agent-tone" label="Tone" hint="How your agents sound to customers.">
        {(aria) => (
          <NativeSelect {...aria} {...form.register('tone')}>
            {TONES.map((tone) => (
              <option key={tone.value} value={tone.value}>
                {tone.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormControl>
    </form>
  );
}

/**
 * Step 4: the workspace's agents (types, names, greetings, operation mode, tone), what they know
 * (the owner's website and documents), or the preview agent the owner made on the public site.
 */
export function AgentSetupStep({
  workspaceId,
  canChange,
  agents,
  settings,
  planId,
  industry,
  onBack,
  onNext,
}: {
  workspaceId: string;
  canChange: boolean;
  agents: AgentView[];
  settings: WorkspaceSettingsView;
  planId: CataloguePlanId | null;
  industry: string;
  onBack: () => void;
  onNext: () => void;
}) {
  const save = useSetUpAgents(workspaceId);
  // A takeover may add an agent: the form starts again from what is saved.
  const formKey = agents.map((a) => `${a.id}:${a.status}`).join(',');
  return (
    <StepCard
      title="AI Agent Setup"
      description="Choose your agents and teach them about your business."
      footer={<StepActions onBack={onBack} form={FORM_ID} saving={save.isPending} />}
    >
      <PreviewTakeoverPanel workspaceId={workspaceId} canChange={canChange} />
      <AgentSetupForm
        key={formKey}
        save={save}
        agents={agents}
        settings={settings}
        planId={planId}
        industry={industry}
        onSaved={onNext}
      />
      <KnowledgeImportPanel workspaceId={workspaceId} />
    </StepCard>
  );
}
