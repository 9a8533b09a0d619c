import { CheckIcon, CircleIcon, RotateCcwIcon, TriangleAlertIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { PREVIEW_PROGRESS } from '../../../domain/preview';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Progress } from '../../components/ui/progress';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { PHASE_FAILED_TITLES } from './preview-errors';
import { GENERATION_PHASES, type Generation, type GenerationPhase } from './preview-generator-reducer';

const PHASE_NAMES: Record<GenerationPhase, string> = {
  creating: 'Create your preview',
  analyzing: 'Analyze your website',
  generating: 'Generate your agent’s reply',
};

type PreviewProgressProps = {
  generation: Extract<Generation, { status: 'running' | 'failed' }>;
  onRetry: () => void;
  onRestart: () => void;
};

/** The three phases while they run: a progress bar, the spec's text of the phase, then Retry on failure. */
export function PreviewProgress({ generation, onRetry, onRestart }: PreviewProgressProps) {
  const regionRef = useRef<HTMLElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const index = GENERATION_PHASES.indexOf(generation.phase);
  const failed = generation.status === 'failed';

  // The questionnaire's controls are gone: the focus goes to what replaced them.
  useEffect(() => {
    if (failed) retryRef.current?.focus();
    else regionRef.current?.focus();
  }, [failed]);

  return (
    <section
      ref={regionRef}
      tabIndex={-1}
      aria-label="Preview progress"
      className="flex flex-col gap-4 rounded-xl border p-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <Progress
        value={index + 1}
        max={GENERATION_PHASES.length}
        label={`Step ${index + 1} of ${GENERATION_PHASES.length}`}
      />
      <ol className="grid gap-2 text-sm sm:grid-cols-3">
        {GENERATION_PHASES.map((phase, i) => {
          const state = i < index ? 'done' : i > index ? 'todo' : failed ? 'failed' : 'current';
          return (
            <li
              key={phase}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
              className={cn(
                'flex items-center gap-2',
                state === 'todo' && 'text-muted-foreground',
                state === 'failed' && 'font-medium text-destructive',
                state === 'current' && 'font-medium',
              )}
            >
              {state === 'done' ? (
                <CheckIcon className="size-4 shrink-0 text-success" aria-hidden="true" />
              ) : state === 'failed' ? (
                <TriangleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
              ) : (
                <CircleIcon className="size-4 shrink-0" aria-hidden="true" />
              )}
              <span>
                {PHASE_NAMES[phase]}
                <span className="sr-only">
                  {state === 'done' ? ' (done)' : state === 'failed' ? ' (failed)' : ''}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
      {failed ? (
        <Alert variant="destructive">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertTitle>
            Step {index + 1} of {GENERATION_PHASES.length}: {PHASE_FAILED_TITLES[generation.phase]}
          </AlertTitle>
          <AlertDescription>
            <p data-testid="preview-error">{generation.message}</p>
            <div className="mt-3 flex flex-col gap-2 sm:flex-row">
              <Button ref={retryRef} variant="default" onClick={onRetry}>
                <RotateCcwIcon aria-hidden="true" />
                Retry
              </Button>
              <Button variant="outline" className="text-foreground" onClick={onRestart}>
                Change my answers
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      ) : (
        <Spinner
          showLabel
          label={`Step ${index + 1} of ${GENERATION_PHASES.length}: ${PREVIEW_PROGRESS[generation.phase]}`}
        />
      )}
    </section>
  );
}
