import { describe, expect, it } from 'vitest';
import { PREVIEW_MESSAGES } from '../../../domain/validation/preview-questionnaire';
import {
  AGENT_PROMPTS,
  completeAnswers,
  initialPreviewGenerator,
  type PreviewGeneratorAction,
  type PreviewGeneratorState,
  phaseRequest,
  previewGeneratorReducer,
  SKIPPED,
} from './preview-generator-reducer';

const PREVIEW_ID = '3f1c2a9e-6c1d-4c55-9a55-1a2b3c4d5e6f';
const RESULT = { customerInquiry: 'Hi! Do you print banners?', generatedResponse: 'Yes, we do.' };

function play(actions: PreviewGeneratorAction[], from = initialPreviewGenerator()): PreviewGeneratorState {
  return actions.reduce(previewGeneratorReducer, from);
}

const typed = (step: 'website' | 'email' | 'name', value: string): PreviewGeneratorAction[] => [
  { type: 'edit', step, value },
  { type: 'submit-text' },
];

/** Up to the tone step with the three typed answers. */
function atTone(): PreviewGeneratorState {
  return play([
    ...typed('website', 'acme-prints.com'),
    ...typed('email', ' Dana@Acme-Prints.com '),
    ...typed('name', '  Dana  '),
    { type: 'choose-business', value: null },
    { type: 'submit-facts', facts: null },
  ]);
}

const visitorSaid = (state: PreviewGeneratorState) =>
  state.messages.filter((m) => m.from === 'visitor').map((m) => m.text);

describe('questionnaire', () => {
  it('starts at the website question', () => {
    const state = initialPreviewGenerator();
    expect(state.step).toBe('website');
    expect(state.messages).toEqual([{ id: 0, from: 'agent', text: AGENT_PROMPTS.website }]);
    expect(state.generation).toEqual({ status: 'idle' });
  });

  it.each([
    ['website', 'not a website', PREVIEW_MESSAGES.invalidWebsite],
    ['website', '', PREVIEW_MESSAGES.invalidWebsite],
    ['website', 'javascript:alert(1)', PREVIEW_MESSAGES.invalidWebsite],
  ] as const)('refuses %s %j with the spec message and stays', (step, value, message) => {
    const state = play(typed(step, value));
    expect(state.step).toBe(step);
    expect(state.inputError).toBe(message);
    expect(state.messages).toHaveLength(1);
    // What was typed stays, to be fixed in place.
    expect(state.drafts[step]).toBe(value);
  });

  it('refuses a bad e-mail and an empty name with the spec messages', () => {
    const badEmail = play([...typed('website', 'acme.com'), ...typed('email', 'dana@acme')]);
    expect(badEmail.step).toBe('email');
    expect(badEmail.inputError).toBe(PREVIEW_MESSAGES.invalidEmail);
    const emptyName = play([...typed('email', 'dana@acme.com'), ...typed('name', '   ')], badEmail);
    expect(emptyName.step).toBe('name');
    expect(emptyName.inputError).toBe(PREVIEW_MESSAGES.nameRequired);
    const longName = play(typed('name', 'D'.repeat(201)), emptyName);
    expect(longName.step).toBe('name');
    expect(longName.inputError).toBe('Name must be at most 200 characters');
  });

  it('clears the message when the answer is edited', () => {
    const state = play([
      ...typed('website', 'nope nope'),
      { type: 'edit', step: 'website', value: 'acme.com' },
    ]);
    expect(state.inputError).toBeNull();
  });

  it('advances one step per valid answer, normalising the website and the e-mail', () => {
    const state = atTone();
    expect(state.step).toBe('tone');
    expect(state.answers).toMatchObject({
      website: 'https://acme-prints.com',
      email: 'dana@acme-prints.com',
      name: 'Dana',
      businessType: null,
      facts: null,
    });
    expect(visitorSaid(state)).toEqual([
      'https://acme-prints.com',
      'dana@acme-prints.com',
      'Dana',
      SKIPPED,
      SKIPPED,
    ]);
    const agentSaid = state.messages.filter((m) => m.from === 'agent').map((m) => m.text);
    expect(agentSaid).toEqual([
      AGENT_PROMPTS.website,
      AGENT_PROMPTS.email,
      AGENT_PROMPTS.name,
      AGENT_PROMPTS.business('Dana'),
      AGENT_PROMPTS.facts,
      AGENT_PROMPTS.tone,
    ]);
    expect(new Set(state.messages.map((m) => m.id)).size).toBe(state.messages.length);
  });

  it('keeps an http:// website as typed', () => {
    expect(play(typed('website', 'http://127.0.0.1:4321')).answers.website).toBe('http://127.0.0.1:4321');
  });

  it('records a chosen business type and facts as the visitor said them', () => {
    const state = play([
      ...typed('website', 'acme.com'),
      ...typed('email', 'dana@acme.com'),
      ...typed('name', 'Dana'),
      { type: 'choose-business', value: 'local-service' },
      { type: 'submit-facts', facts: { minimumOrder: 'none', pricePerSqFt: 5.2 } },
    ]);
    expect(state.answers).toMatchObject({
      businessType: 'local-service',
      facts: { minimumOrder: 'none', pricePerSqFt: 5.2 },
    });
    expect(visitorSaid(state).slice(-2)).toEqual(['Local Service', 'No minimum · $5.20 per sq ft']);
  });

  it('ignores answers for a step that is not current', () => {
    const state = initialPreviewGenerator();
    expect(previewGeneratorReducer(state, { type: 'choose-tone', value: 'casual' })).toBe(state);
    expect(previewGeneratorReducer(state, { type: 'edit', step: 'email', value: 'x' })).toBe(state);
  });
});

describe('generation', () => {
  it('the tone answer starts with creating; skipping it picks professional', () => {
    const chosen = play([{ type: 'choose-tone', value: 'urgent' }], atTone());
    expect(chosen.step).toBe('done');
    expect(chosen.answers.tone).toBe('urgent');
    expect(visitorSaid(chosen).at(-1)).toBe('Direct & Action-Oriented');
    expect(chosen.generation).toEqual({ status: 'running', phase: 'creating' });

    const skipped = play([{ type: 'choose-tone', value: null }], atTone());
    expect(skipped.answers.tone).toBe('professional');
    expect(visitorSaid(skipped).at(-1)).toBe('Skip (Professional & Knowledgeable)');
  });

  it('runs creating → analyzing → generating → ready, keeping the preview id', () => {
    const started = play([{ type: 'choose-tone', value: null }], atTone());
    const created = play([{ type: 'phase-succeeded', phase: 'creating', previewId: PREVIEW_ID }], started);
    expect(created.generation).toEqual({ status: 'running', phase: 'analyzing' });
    expect(created.previewId).toBe(PREVIEW_ID);
    const analyzed = play([{ type: 'phase-succeeded', phase: 'analyzing' }], created);
    expect(analyzed.generation).toEqual({ status: 'running', phase: 'generating' });
    const ready = play([{ type: 'phase-succeeded', phase: 'generating', result: RESULT }], analyzed);
    expect(ready.generation).toEqual({ status: 'ready', result: RESULT });
  });

  it('ignores a stale answer for a phase that is not running', () => {
    const started = play([{ type: 'choose-tone', value: null }], atTone());
    expect(previewGeneratorReducer(started, { type: 'phase-succeeded', phase: 'analyzing' })).toBe(started);
    expect(
      previewGeneratorReducer(started, { type: 'phase-failed', phase: 'generating', message: 'x' }),
    ).toBe(started);
  });

  it.each([
    'creating',
    'analyzing',
    'generating',
  ] as const)('a failure while %s keeps the answers and Retry reruns from that phase', (phase) => {
    let state = play([{ type: 'choose-tone', value: 'casual' }], atTone());
    if (phase !== 'creating')
      state = play([{ type: 'phase-succeeded', phase: 'creating', previewId: PREVIEW_ID }], state);
    if (phase === 'generating') state = play([{ type: 'phase-succeeded', phase: 'analyzing' }], state);
    const failed = play([{ type: 'phase-failed', phase, message: 'It broke' }], state);
    expect(failed.generation).toEqual({ status: 'failed', phase, message: 'It broke' });
    expect(failed.answers).toEqual(state.answers);
    expect(failed.messages).toEqual(state.messages);
    const retried = play([{ type: 'retry' }], failed);
    expect(retried.generation).toEqual({ status: 'running', phase });
    expect(retried.previewId).toBe(phase === 'creating' ? null : PREVIEW_ID);
  });

  it('Retry does nothing unless a phase failed', () => {
    const started = play([{ type: 'choose-tone', value: null }], atTone());
    expect(previewGeneratorReducer(started, { type: 'retry' })).toBe(started);
  });

  it('starting over goes back to the website question with the typed answers offered again', () => {
    const failed = play(
      [
        { type: 'choose-tone', value: null },
        { type: 'phase-failed', phase: 'creating', message: 'x' },
        { type: 'restart' },
      ],
      atTone(),
    );
    expect(failed.step).toBe('website');
    expect(failed.generation).toEqual({ status: 'idle' });
    expect(failed.previewId).toBeNull();
    expect(failed.drafts).toEqual({
      website: 'https://acme-prints.com',
      email: 'dana@acme-prints.com',
      name: 'Dana',
    });
  });
});

describe('phase requests', () => {
  const answers = completeAnswers({
    website: 'https://acme.com',
    email: 'dana@acme.com',
    name: 'Dana',
    tone: 'premium',
    businessType: 'saas',
    facts: { pricePerSqFt: 1.25 },
  })!;

  it('creating sends the answers under agent_previews names', () => {
    expect(phaseRequest('creating', answers, null)).toEqual({
      name: 'create-agent-preview',
      payload: {
        website_url: 'https://acme.com',
        email: 'dana@acme.com',
        name: 'Dana',
        tone_preference: 'premium',
        business_type: 'saas',
        business_facts: { pricePerSqFt: 1.25 },
      },
    });
  });

  it('leaves skipped optional answers out', () => {
    const skipped = { ...answers, businessType: null, facts: null };
    expect(phaseRequest('creating', skipped, null)?.payload).toEqual({
      website_url: 'https://acme.com',
      email: 'dana@acme.com',
      name: 'Dana',
      tone_preference: 'premium',
    });
  });

  it('analysis and generation use the preview id', () => {
    expect(phaseRequest('analyzing', answers, PREVIEW_ID)).toEqual({
      name: 'website-scraper',
      payload: { url: 'https://acme.com', previewId: PREVIEW_ID },
    });
    expect(phaseRequest('generating', answers, PREVIEW_ID)).toEqual({
      name: 'generate-agent-preview',
      payload: { previewId: PREVIEW_ID },
    });
    expect(phaseRequest('analyzing', answers, null)).toBeNull();
  });

  it('answers are complete only with website, e-mail, name and tone', () => {
    expect(completeAnswers({ website: 'https://a.com', email: 'a@a.com', name: 'A' })).toBeNull();
  });
});

describe('e-mail form', () => {
  function ready(): PreviewGeneratorState {
    return play(
      [
        { type: 'choose-tone', value: null },
        { type: 'phase-succeeded', phase: 'creating', previewId: PREVIEW_ID },
        { type: 'phase-succeeded', phase: 'analyzing' },
        { type: 'phase-succeeded', phase: 'generating', result: RESULT },
      ],
      atTone(),
    );
  }

  it('opens once, and is gone once sent', () => {
    const opened = play([{ type: 'email-open' }], ready());
    expect(opened.emailForm).toEqual({ status: 'open', error: null });
    const sent = play([{ type: 'email-send-started' }, { type: 'email-sent' }], opened);
    expect(sent.emailForm).toEqual({ status: 'sent' });
    expect(previewGeneratorReducer(sent, { type: 'email-open' })).toBe(sent);
  });

  it('stays open with the message after a failed send, and can send again', () => {
    const failed = play(
      [{ type: 'email-open' }, { type: 'email-send-started' }, { type: 'email-failed', message: 'No luck' }],
      ready(),
    );
    expect(failed.emailForm).toEqual({ status: 'open', error: 'No luck' });
    expect(play([{ type: 'email-send-started' }], failed).emailForm).toEqual({
      status: 'sending',
      error: null,
    });
  });

  it('cannot open before the preview is ready', () => {
    const state = atTone();
    expect(previewGeneratorReducer(state, { type: 'email-open' })).toBe(state);
  });
});
