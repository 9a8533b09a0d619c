import { DEMO_CHAT_QUOTE } from '../../../../domain/demo-quotes';
import { formatUsd } from '../../../../domain/money';
import { ANIMATION_TIMINGS } from '../../../../domain/ui-constants';

export type ScriptLine = { from: 'customer' | 'agent'; text: string };

const usd = (amount: number) => formatUsd(amount, { decimals: 0 });
const q = DEMO_CHAT_QUOTE;

/** The storefront demo's fixed conversation; its figures are the spec's demo chat quote. */
export const STOREFRONT_SCRIPT: readonly ScriptLine[] = [
  {
    from: 'customer',
    text: `Hi! How much would it cost to wrap my cargo van? It's about ${q.square_footage} sq ft.`,
  },
  {
    from: 'agent',
    text: `Great project! For ${q.square_footage} sq ft of premium vinyl: material ${usd(q.material_cost)}, setup ${usd(q.setup_fee)}, subtotal ${usd(q.subtotal)}, tax ${usd(q.tax_amount)}.`,
  },
  {
    from: 'agent',
    text: `Your total is ${usd(q.total_amount)}. Shall I e-mail you the quote with a payment link?`,
  },
  { from: 'customer', text: 'Yes please, that works for me.' },
  { from: 'agent', text: 'Done! Your quote is on its way. You can pay online whenever you are ready.' },
];

export type ScriptFrame = { atMs: number; shown: number; typing: boolean };

export const SCRIPT_PAUSE_MS = 1500;

/**
 * When each line appears. The first line is there from the start (it is also the prerendered
 * HTML); each agent line gets a typing indicator first, as in the landing page's sample chat; the
 * customer answers after a pause.
 */
export type ScriptTimings = { typingMs: number; replyMs: number; pauseMs: number };

export function buildScriptTimeline(
  lines: readonly ScriptLine[],
  timings: ScriptTimings = {
    typingMs: ANIMATION_TIMINGS.typingIndicatorMs,
    replyMs: ANIMATION_TIMINGS.replyStartMs,
    pauseMs: SCRIPT_PAUSE_MS,
  },
): ScriptFrame[] {
  const frames: ScriptFrame[] = [];
  let at = 0;
  for (let index = 1; index < lines.length; index += 1) {
    if (lines[index]!.from === 'agent') {
      frames.push({ atMs: at + timings.typingMs, shown: index, typing: true });
      at += timings.replyMs;
    } else {
      at += timings.pauseMs;
    }
    frames.push({ atMs: at, shown: index + 1, typing: false });
  }
  return frames;
}

export const SCRIPT_START: Omit<ScriptFrame, 'atMs'> = { shown: 1, typing: false };

export function finalFrame(lines: readonly ScriptLine[]): Omit<ScriptFrame, 'atMs'> {
  return { shown: lines.length, typing: false };
}
