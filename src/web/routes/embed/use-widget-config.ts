import { useEffect, useState } from 'react';
import { type WidgetConfig, widgetConfigSchema } from '../../../domain/contracts/widget.contract';
import { ApiError, requestJson } from '../../lib/api';

export const WIDGET_LOAD_FAILED = 'The chat could not be loaded. Check your connection and try again.';

export type WidgetConfigState =
  | { status: 'loading' }
  | { status: 'ready'; config: WidgetConfig }
  /** `retryable`: a network or server fault; a refusal (unknown key) will not change by retrying. */
  | { status: 'error'; message: string; retryable: boolean };

/** What went wrong, in the server's words when it refused the key, and whether trying again may help. */
export function widgetConfigError(error: unknown): Extract<WidgetConfigState, { status: 'error' }> {
  if (error instanceof ApiError && error.code && error.status >= 400 && error.status < 500) {
    return { status: 'error', message: error.message, retryable: false };
  }
  return { status: 'error', message: WIDGET_LOAD_FAILED, retryable: true };
}

/** The widget's agent, brand and welcome line (GET /api/widget/config), with a way to try again. */
export function useWidgetConfig(
  workspace: string,
  agent: string | null,
): { state: WidgetConfigState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<WidgetConfigState>({ status: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how Retry asks again.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    const query = new URLSearchParams({ workspace });
    if (agent) query.set('agent', agent);
    requestJson(`/api/widget/config?${query}`, { signal: controller.signal })
      // An answer outside the contract is a fault like any other: the frame offers Retry.
      .then((json) => widgetConfigSchema.parse(json))
      .then(
        (config) => setState({ status: 'ready', config }),
        (error: unknown) => {
          if (!controller.signal.aborted) setState(widgetConfigError(error));
        },
      );
    return () => controller.abort();
  }, [workspace, agent, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
