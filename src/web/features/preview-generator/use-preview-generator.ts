import { type RefObject, useEffect, useReducer, useRef } from 'react';
import type {
  CreateAgentPreviewResponse,
  GenerateAgentPreviewResponse,
} from '../../../domain/contracts/previews.contract';
import { PREVIEW_TEXTS } from '../../../domain/preview';
import {
  type BusinessFacts,
  type BusinessType,
  DEFAULT_TONE,
  type Tone,
} from '../../../domain/validation/preview-questionnaire';
import { callFunction } from '../../lib/api';
import { toast } from '../../lib/toast';
import { phaseFailureMessage } from './preview-errors';
import {
  checkTextAnswer,
  completeAnswers,
  type GenerationPhase,
  initialPreviewGenerator,
  nextPhase,
  type PreviewAnswers,
  phaseRequest,
  previewGeneratorReducer,
  type TextStep,
} from './preview-generator-reducer';

/** Makes the current run stale and cancels its call in flight. */
function cancelRun(runId: RefObject<number>, inFlight: RefObject<AbortController | null>) {
  runId.current += 1;
  inFlight.current?.abort();
  inFlight.current = null;
}

/**
 * The questionnaire's state and its actions. Generation runs from event handlers (the tone
 * answer, Retry), never from an effect, so each click makes each call exactly once (StrictMode
 * runs effects twice); a newer run (or starting over) makes an older one's answers stale.
 */
export function usePreviewGenerator() {
  const [state, dispatch] = useReducer(previewGeneratorReducer, undefined, () => initialPreviewGenerator());
  const runId = useRef(0);
  // The run's call in flight: cancelled when the visitor leaves or a newer run starts, so the
  // server stops working for nobody (an analysis stops fetching the visitor's site).
  const inFlight = useRef<AbortController | null>(null);
  // Leaving the page makes every call in flight stale: no dispatch, no toast on the next page.
  useEffect(() => () => cancelRun(runId, inFlight), []);

  async function runFrom(from: GenerationPhase, answers: PreviewAnswers, knownPreviewId: string | null) {
    cancelRun(runId, inFlight);
    const run = runId.current;
    const controller = new AbortController();
    inFlight.current = controller;
    let previewId = knownPreviewId;
    for (let phase: GenerationPhase | null = from; phase; phase = nextPhase(phase)) {
      const request = phaseRequest(phase, answers, previewId);
      if (!request) {
        // Cannot happen with the phases in order; if it did, the visitor gets Retry, not a spinner.
        dispatch({ type: 'phase-failed', phase, message: phaseFailureMessage(phase, undefined) });
        return;
      }
      let response: unknown;
      try {
        response = await callFunction<unknown>(request.name, request.payload, { signal: controller.signal });
      } catch (error) {
        if (run === runId.current)
          dispatch({ type: 'phase-failed', phase, message: phaseFailureMessage(phase, error) });
        return;
      }
      if (run !== runId.current) return;
      if (phase === 'creating') {
        previewId = (response as CreateAgentPreviewResponse).id;
        dispatch({ type: 'phase-succeeded', phase, previewId });
      } else if (phase === 'analyzing') {
        dispatch({ type: 'phase-succeeded', phase });
      } else {
        dispatch({ type: 'phase-succeeded', phase, result: response as GenerateAgentPreviewResponse });
        toast.success(PREVIEW_TEXTS.ready);
      }
    }
  }

  return {
    state,
    edit: (step: TextStep, value: string) => dispatch({ type: 'edit', step, value }),
    submitText: () => {
      const { step } = state;
      // The spec shows a bad e-mail as a toast too; every message is also shown under its field.
      if (step === 'email') {
        const check = checkTextAnswer(step, state.drafts.email);
        if (!check.ok) toast.error(check.message);
      }
      dispatch({ type: 'submit-text' });
    },
    chooseBusiness: (value: BusinessType | null) => dispatch({ type: 'choose-business', value }),
    submitFacts: (facts: BusinessFacts | null) => dispatch({ type: 'submit-facts', facts }),
    chooseTone: (value: Tone | null) => {
      if (state.step !== 'tone') return;
      dispatch({ type: 'choose-tone', value });
      const answers = completeAnswers({ ...state.answers, tone: value ?? DEFAULT_TONE });
      if (answers) void runFrom('creating', answers, null);
    },
    retry: () => {
      const { generation } = state;
      const answers = completeAnswers(state.answers);
      if (generation.status !== 'failed' || !answers) return;
      dispatch({ type: 'retry' });
      void runFrom(generation.phase, answers, state.previewId);
    },
    restart: () => {
      cancelRun(runId, inFlight);
      dispatch({ type: 'restart' });
    },
    openEmailForm: () => dispatch({ type: 'email-open' }),
    sendEmail: async (email: string) => {
      if (state.emailForm.status !== 'open' || !state.previewId) return;
      const check = checkTextAnswer('email', email);
      if (!check.ok) {
        dispatch({ type: 'email-invalid', message: check.message });
        toast.error(check.message);
        return;
      }
      dispatch({ type: 'email-send-started' });
      // Starting over or leaving the page while it is sent makes its answer stale.
      const run = runId.current;
      let sent: boolean;
      try {
        await callFunction('send-preview-email', { previewId: state.previewId, email: check.value });
        sent = true;
      } catch {
        sent = false;
      }
      if (run !== runId.current) return;
      if (sent) {
        dispatch({ type: 'email-sent' });
        toast.success(PREVIEW_TEXTS.emailSent);
      } else {
        dispatch({ type: 'email-failed', message: PREVIEW_TEXTS.emailFailed });
        toast.error(PREVIEW_TEXTS.emailFailed);
      }
    },
  };
}

export type PreviewGeneratorControls = ReturnType<typeof usePreviewGenerator>;
