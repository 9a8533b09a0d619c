import type {
  CreateAgentPreviewInput,
  GenerateAgentPreviewInput,
  GenerateAgentPreviewResponse,
  WebsiteScraperInput,
} from '../../../domain/contracts/previews.contract';
import {
  BUSINESS_TYPE_LABELS,
  type BusinessFacts,
  type BusinessType,
  DEFAULT_TONE,
  normalizeWebsiteUrl,
  PREVIEW_MESSAGES,
  PREVIEW_STEPS,
  type PreviewStep,
  previewEmailSchema,
  previewNameSchema,
  TONES,
  type Tone,
} from '../../../domain/validation/preview-questionnaire';
import { factsSummary } from './preview-facts-form';

/** The steps answered by typing; the others are choices or a form. */
export type TextStep = 'website' | 'email' | 'name';
/** The three calls that make a preview, in order. */
export const GENERATION_PHASES = ['creating', 'analyzing', 'generating'] as const;
export type GenerationPhase = (typeof GENERATION_PHASES)[number];

export type ChatMessage = { id: number; from: 'agent' | 'visitor'; text: string };

/** Everything the questionnaire collected; complete once the tone step is answered. */
export interface PreviewAnswers {
  website: string;
  email: string;
  name: string;
  /** null: skipped. */
  businessType: BusinessType | null;
  /** null: skipped (or nothing filled in). */
  facts: BusinessFacts | null;
  tone: Tone;
}

export type Generation =
  | { status: 'idle' }
  | { status: 'running'; phase: GenerationPhase }
  | { status: 'failed'; phase: GenerationPhase; message: string }
  | { status: 'ready'; result: GenerateAgentPreviewResponse };

export type EmailForm =
  | { status: 'closed' }
  | { status: 'open' | 'sending'; error: string | null }
  | { status: 'sent' };

export interface PreviewGeneratorState {
  /** The step waiting for an answer; 'done' once the tone is chosen. */
  step: PreviewStep | 'done';
  answers: Partial<PreviewAnswers>;
  /** What is typed in each text step; kept when the visitor starts over. */
  drafts: Record<TextStep, string>;
  /** The current text step's validation message, shown until the visitor edits the answer. */
  inputError: string | null;
  messages: ChatMessage[];
  generation: Generation;
  /** Set once the record is created; analysis and generation (and their retries) use it. */
  previewId: string | null;
  emailForm: EmailForm;
}

export type PreviewGeneratorAction =
  | { type: 'edit'; step: TextStep; value: string }
  | { type: 'submit-text' }
  | { type: 'choose-business'; value: BusinessType | null }
  | { type: 'submit-facts'; facts: BusinessFacts | null }
  | { type: 'choose-tone'; value: Tone | null }
  | { type: 'phase-succeeded'; phase: 'creating'; previewId: string }
  | { type: 'phase-succeeded'; phase: 'analyzing' }
  | { type: 'phase-succeeded'; phase: 'generating'; result: GenerateAgentPreviewResponse }
  | { type: 'phase-failed'; phase: GenerationPhase; message: string }
  | { type: 'retry' }
  | { type: 'restart' }
  | { type: 'email-open' }
  | { type: 'email-invalid'; message: string }
  | { type: 'email-send-started' }
  | { type: 'email-sent' }
  | { type: 'email-failed'; message: string };

export const AGENT_PROMPTS = {
  website: "Hi! Let's build a preview of your own AI agent. What's your website address?",
  email: 'Great! What e-mail address should we send your preview to?',
  name: "Thanks! And what's your name?",
  business: (name: string) => `Nice to meet you, ${name}! What kind of business is it? (optional)`,
  facts:
    'Any facts your agent should know? All optional: minimum order, price per sq ft, how ordering works and your shipping policy.',
  tone: 'Last one: how should your agent sound? (optional)',
  building: 'Perfect, I have everything I need. Building your preview now.',
} as const;

export const SKIPPED = 'Skip';

const TEXT_STEPS: readonly PreviewStep[] = ['website', 'email', 'name'];

export function isTextStep(step: PreviewGeneratorState['step']): step is TextStep {
  return TEXT_STEPS.includes(step as PreviewStep);
}

function toneLabel(tone: Tone): string {
  return TONES.find((t) => t.value === tone)!.label;
}

export function initialPreviewGenerator(
  drafts: Record<TextStep, string> = { website: '', email: '', name: '' },
): PreviewGeneratorState {
  return {
    step: 'website',
    answers: {},
    drafts,
    inputError: null,
    messages: [{ id: 0, from: 'agent', text: AGENT_PROMPTS.website }],
    generation: { status: 'idle' },
    previewId: null,
    emailForm: { status: 'closed' },
  };
}

function nextStep(step: PreviewStep): PreviewStep | 'done' {
  return PREVIEW_STEPS[PREVIEW_STEPS.indexOf(step) + 1] ?? 'done';
}

function promptFor(step: PreviewStep | 'done', answers: Partial<PreviewAnswers>): string {
  if (step === 'done') return AGENT_PROMPTS.building;
  if (step === 'business') return AGENT_PROMPTS.business(answers.name ?? '');
  return AGENT_PROMPTS[step];
}

/** Records an answer: the visitor's bubble, the next question, one step on. */
function advance(
  state: PreviewGeneratorState,
  answers: Partial<PreviewAnswers>,
  said: string,
): PreviewGeneratorState {
  const step = nextStep(state.step as PreviewStep);
  const first = state.messages.length;
  return {
    ...state,
    step,
    answers,
    inputError: null,
    messages: [
      ...state.messages,
      { id: first, from: 'visitor', text: said },
      { id: first + 1, from: 'agent', text: promptFor(step, answers) },
    ],
    generation: step === 'done' ? { status: 'running', phase: 'creating' } : state.generation,
  };
}

type TextCheck = { ok: true; value: string } | { ok: false; message: string };

/** The spec's checks of the typed steps (main-site §5), with the value that is stored. */
export function checkTextAnswer(step: TextStep, raw: string): TextCheck {
  if (step === 'website') {
    const url = normalizeWebsiteUrl(raw);
    return url ? { ok: true, value: url } : { ok: false, message: PREVIEW_MESSAGES.invalidWebsite };
  }
  const parsed = (step === 'email' ? previewEmailSchema : previewNameSchema).safeParse(raw);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : {
        ok: false,
        // A name is refused when empty or over its limit, each with its own message.
        message:
          step === 'email'
            ? PREVIEW_MESSAGES.invalidEmail
            : (parsed.error.issues[0]?.message ?? PREVIEW_MESSAGES.nameRequired),
      };
}

function submitText(state: PreviewGeneratorState): PreviewGeneratorState {
  const step = state.step;
  if (!isTextStep(step)) return state;
  const check = checkTextAnswer(step, state.drafts[step]);
  if (!check.ok) return { ...state, inputError: check.message };
  return advance(state, { ...state.answers, [step]: check.value }, check.value);
}

function phaseSucceeded(
  state: PreviewGeneratorState,
  action: Extract<PreviewGeneratorAction, { type: 'phase-succeeded' }>,
): PreviewGeneratorState {
  const { generation } = state;
  // An answer for a phase that is not running (e.g. after starting over) is stale.
  if (generation.status !== 'running' || generation.phase !== action.phase) return state;
  if (action.phase === 'generating')
    return { ...state, generation: { status: 'ready', result: action.result } };
  // Only the last phase has no next, and it was handled above.
  const next = nextPhase(action.phase)!;
  return {
    ...state,
    previewId: action.phase === 'creating' ? action.previewId : state.previewId,
    generation: { status: 'running', phase: next },
  };
}

export function previewGeneratorReducer(
  state: PreviewGeneratorState,
  action: PreviewGeneratorAction,
): PreviewGeneratorState {
  switch (action.type) {
    case 'edit':
      if (state.step !== action.step) return state;
      return { ...state, drafts: { ...state.drafts, [action.step]: action.value }, inputError: null };
    case 'submit-text':
      return submitText(state);
    case 'choose-business':
      if (state.step !== 'business') return state;
      return advance(
        state,
        { ...state.answers, businessType: action.value },
        action.value ? BUSINESS_TYPE_LABELS[action.value] : SKIPPED,
      );
    case 'submit-facts':
      if (state.step !== 'facts') return state;
      return advance(
        state,
        { ...state.answers, facts: action.facts },
        action.facts ? factsSummary(action.facts) : SKIPPED,
      );
    case 'choose-tone': {
      if (state.step !== 'tone') return state;
      const tone = action.value ?? DEFAULT_TONE;
      const said = action.value ? toneLabel(tone) : `${SKIPPED} (${toneLabel(tone)})`;
      return advance(state, { ...state.answers, tone }, said);
    }
    case 'phase-succeeded':
      return phaseSucceeded(state, action);
    case 'phase-failed': {
      const { generation } = state;
      if (generation.status !== 'running' || generation.phase !== action.phase) return state;
      return { ...state, generation: { status: 'failed', phase: action.phase, message: action.message } };
    }
    case 'retry':
      // From the phase that failed, with the answers (and the record) already there.
      if (state.generation.status !== 'failed') return state;
      return { ...state, generation: { status: 'running', phase: state.generation.phase } };
    case 'restart': {
      // A new preview from the top, with every typed answer offered again.
      const { answers } = state;
      const restarted = initialPreviewGenerator({
        website: answers.website ?? state.drafts.website,
        email: answers.email ?? state.drafts.email,
        name: answers.name ?? state.drafts.name,
      });
      return restarted;
    }
    case 'email-open':
      if (state.generation.status !== 'ready' || state.emailForm.status !== 'closed') return state;
      return { ...state, emailForm: { status: 'open', error: null } };
    case 'email-invalid':
      if (state.emailForm.status !== 'open') return state;
      return { ...state, emailForm: { status: 'open', error: action.message } };
    case 'email-send-started':
      if (state.emailForm.status !== 'open') return state;
      return { ...state, emailForm: { status: 'sending', error: null } };
    case 'email-sent':
      if (state.emailForm.status !== 'sending') return state;
      return { ...state, emailForm: { status: 'sent' } };
    case 'email-failed':
      if (state.emailForm.status !== 'sending') return state;
      return { ...state, emailForm: { status: 'open', error: action.message } };
  }
}

/** The answers once the questionnaire is complete; null before. */
export function completeAnswers(answers: Partial<PreviewAnswers>): PreviewAnswers | null {
  const { website, email, name, tone } = answers;
  if (!website || !email || !name || !tone) return null;
  return {
    website,
    email,
    name,
    tone,
    businessType: answers.businessType ?? null,
    facts: answers.facts ?? null,
  };
}

/** The function call a phase makes, with the spec's payload field names. */
export function phaseRequest(
  phase: GenerationPhase,
  answers: PreviewAnswers,
  previewId: string | null,
): { name: string; payload: Record<string, unknown> } | null {
  if (phase === 'creating') {
    return {
      name: 'create-agent-preview',
      payload: {
        website_url: answers.website,
        email: answers.email,
        name: answers.name,
        tone_preference: answers.tone,
        ...(answers.businessType ? { business_type: answers.businessType } : {}),
        ...(answers.facts ? { business_facts: answers.facts } : {}),
      } satisfies CreateAgentPreviewInput,
    };
  }
  if (!previewId) return null;
  if (phase === 'analyzing')
    return {
      name: 'website-scraper',
      payload: { url: answers.website, previewId } satisfies WebsiteScraperInput,
    };
  return { name: 'generate-agent-preview', payload: { previewId } satisfies GenerateAgentPreviewInput };
}

export function nextPhase(phase: GenerationPhase): GenerationPhase | null {
  return GENERATION_PHASES[GENERATION_PHASES.indexOf(phase) + 1] ?? null;
}
