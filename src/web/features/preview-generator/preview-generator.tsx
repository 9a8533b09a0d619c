import {
  BUSINESS_TYPE_LABELS,
  BUSINESS_TYPES,
  DEFAULT_TONE,
  TONES,
} from '../../../domain/validation/preview-questionnaire';
import { PreviewChatLog } from './preview-chat-log';
import { PreviewChoiceStep } from './preview-choice-step';
import { initialFactsForm } from './preview-facts-form';
import { PreviewFactsStep } from './preview-facts-step';
import { isTextStep, type PreviewGeneratorState, SKIPPED } from './preview-generator-reducer';
import { PreviewProgress } from './preview-progress';
import { PreviewResult } from './preview-result';
import { PreviewTextStep } from './preview-text-step';
import { type PreviewGeneratorControls, usePreviewGenerator } from './use-preview-generator';

const STEP_TITLES = {
  website: 'Your website',
  email: 'Your e-mail',
  name: 'Your name',
  business: 'Your business (optional)',
  facts: 'Business facts (optional)',
  tone: 'Your agent’s tone (optional)',
} as const;
const STEP_COUNT = Object.keys(STEP_TITLES).length;

const BUSINESS_CHOICES = BUSINESS_TYPES.map((value) => ({ value, label: BUSINESS_TYPE_LABELS[value] }));
const TONE_CHOICES = TONES.map((tone) => ({
  value: tone.value,
  label: tone.label,
  note: tone.value === DEFAULT_TONE ? '(default)' : undefined,
}));

function stepStatus(state: PreviewGeneratorState): string {
  if (state.step === 'done')
    return state.generation.status === 'ready' ? 'Preview ready' : 'Building your preview';
  const index = Object.keys(STEP_TITLES).indexOf(state.step);
  return `Question ${index + 1} of ${STEP_COUNT}: ${STEP_TITLES[state.step]}`;
}

function CurrentStep({ controls }: { controls: PreviewGeneratorControls }) {
  const { state } = controls;
  const { step } = state;
  if (isTextStep(step)) {
    return (
      <PreviewTextStep
        key={step}
        step={step}
        value={state.drafts[step]}
        error={state.inputError}
        onChange={(value) => controls.edit(step, value)}
        onSubmit={controls.submitText}
      />
    );
  }
  if (step === 'business') {
    return (
      <PreviewChoiceStep
        key={step}
        label="Your type of business"
        choices={BUSINESS_CHOICES}
        skipLabel={SKIPPED}
        onChoose={controls.chooseBusiness}
      />
    );
  }
  if (step === 'facts') {
    return (
      <PreviewFactsStep
        key={step}
        initial={initialFactsForm(state.answers.website ?? '', state.answers.facts)}
        onSubmit={controls.submitFacts}
      />
    );
  }
  if (step === 'tone') {
    return (
      <PreviewChoiceStep
        key={step}
        label="Your agent’s tone"
        choices={TONE_CHOICES}
        skipLabel={`${SKIPPED} (use Professional & Knowledgeable)`}
        onChoose={controls.chooseTone}
      />
    );
  }
  return null;
}

/**
 * The preview generator: a chat-style questionnaire (website, e-mail, name, then the optional
 * business type, facts and tone), the three phases that build the preview, then the result.
 * Loaded only when a visitor opens it, so the landing page does not carry it.
 */
export function PreviewGenerator() {
  const controls = usePreviewGenerator();
  const { state } = controls;
  const { generation } = state;

  if (generation.status === 'ready') {
    return (
      <PreviewResult
        result={generation.result}
        previewId={state.previewId}
        website={state.answers.website ?? ''}
        businessType={state.answers.businessType ?? null}
        email={state.answers.email ?? ''}
        emailForm={state.emailForm}
        onOpenEmail={controls.openEmailForm}
        onSendEmail={(email) => void controls.sendEmail(email)}
        onRestart={controls.restart}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4" data-testid="preview-generator">
      <p className="text-sm font-medium" data-testid="preview-step">
        {stepStatus(state)}
      </p>
      <PreviewChatLog messages={state.messages} />
      {generation.status === 'running' || generation.status === 'failed' ? (
        <PreviewProgress generation={generation} onRetry={controls.retry} onRestart={controls.restart} />
      ) : (
        <CurrentStep controls={controls} />
      )}
    </div>
  );
}
