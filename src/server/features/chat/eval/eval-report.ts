import type { AgentType } from '../../../../domain/agent-types';
import { AGENT_TYPES } from '../../../../domain/agent-types';
import {
  BEHAVIOURS,
  type Behaviour,
  type BehaviourScore,
  type EvalFailure,
  type EvalReport,
  type EvalSetScores,
} from './eval-types';

/** Pure helpers that count verdicts and print the report. */

export function emptyScores(): Record<Behaviour, BehaviourScore> {
  return Object.fromEntries(BEHAVIOURS.map((b) => [b, { passed: 0, total: 0 }])) as Record<
    Behaviour,
    BehaviourScore
  >;
}

export function emptyScoresByAgentType(): Record<AgentType, Record<Behaviour, BehaviourScore>> {
  return Object.fromEntries(AGENT_TYPES.map((t) => [t, emptyScores()])) as Record<
    AgentType,
    Record<Behaviour, BehaviourScore>
  >;
}

export function emptySetScores(): EvalSetScores {
  return { conversations: 0, turns: 0, behaviours: emptyScores(), byAgentType: emptyScoresByAgentType() };
}

export function tally(scores: Record<Behaviour, BehaviourScore>, behaviour: Behaviour, pass: boolean): void {
  scores[behaviour].total += 1;
  if (pass) scores[behaviour].passed += 1;
}

/** 100 when nothing was asked of a behaviour (nothing failed). */
export function passRate(score: BehaviourScore): number {
  return score.total === 0 ? 100 : (score.passed / score.total) * 100;
}

/** The behaviours below 100 %: what makes a built-in engine run fail. */
export function behavioursBelowFull(report: Pick<EvalReport, 'behaviours'>): Behaviour[] {
  return BEHAVIOURS.filter((b) => report.behaviours[b].passed < report.behaviours[b].total);
}

export function formatTable(behaviours: Record<Behaviour, BehaviourScore>): string {
  const rows = [
    ['behaviour', 'passed', 'total', 'rate'],
    ...BEHAVIOURS.map((b) => {
      const s = behaviours[b];
      return [b, String(s.passed), String(s.total), `${passRate(s).toFixed(1)} %`];
    }),
  ];
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  const line = (row: string[]) =>
    row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!))).join(' | ');
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.slice(1).map(line)].join(
    '\n',
  );
}

/** All the behaviour's verdicts of a set, passed or not. */
export function overall(behaviours: Record<Behaviour, BehaviourScore>): BehaviourScore {
  return BEHAVIOURS.reduce(
    (sum, b) => ({ passed: sum.passed + behaviours[b].passed, total: sum.total + behaviours[b].total }),
    { passed: 0, total: 0 },
  );
}

const cell = (s: BehaviourScore) => `${s.passed}/${s.total} ${passRate(s).toFixed(1)} %`;

/**
 * Training and held-out side by side, per behaviour and overall (every verdict counted): the
 * held-out column is the honest measure, since nobody tuned the engine against it.
 */
export function formatSetsTable(sets: EvalReport['sets']): string {
  const { training, heldOut } = sets;
  const rows = [
    ['behaviour', 'training', 'held-out'],
    ...BEHAVIOURS.map((b) => [b, cell(training.behaviours[b]), cell(heldOut.behaviours[b])]),
    ['all verdicts', cell(overall(training.behaviours)), cell(overall(heldOut.behaviours))],
    [
      'conversations',
      `${training.conversations} (${training.turns} turns)`,
      `${heldOut.conversations} (${heldOut.turns} turns)`,
    ],
  ];
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  const line = (row: string[]) =>
    row.map((c, col) => (col === 0 ? c.padEnd(widths[col]!) : c.padStart(widths[col]!))).join(' | ');
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.slice(1).map(line)].join(
    '\n',
  );
}

/** A conversation passes when every verdict of every turn passed. */
export function conversationPassRate(
  set: Pick<EvalSetScores, 'conversations'>,
  failures: readonly EvalFailure[],
  heldOut: boolean,
): BehaviourScore {
  const failed = new Set(failures.filter((f) => Boolean(f.heldOut) === heldOut).map((f) => f.conversation));
  return { passed: set.conversations - failed.size, total: set.conversations };
}

/**
 * One line per held-out set: its verdicts and its conversations passed in full, so each set's
 * figure is read on its own (the newest set is the honest measure of the latest changes).
 */
export function formatHeldOutSets(
  sets: Readonly<Record<string, EvalSetScores>>,
  failures: readonly EvalFailure[],
): string {
  return Object.entries(sets)
    .map(([name, set]) => {
      const verdicts = overall(set.behaviours);
      const failed = new Set(failures.filter((f) => f.heldOutSet === name).map((f) => f.conversation));
      const passed = { passed: set.conversations - failed.size, total: set.conversations };
      return `held-out ${name}: ${cell(verdicts)} of verdicts, ${passed.passed}/${passed.total} conversations in full (${passRate(passed).toFixed(1)} %)`;
    })
    .join('\n');
}

export function formatFailures(failures: readonly EvalFailure[]): string {
  if (failures.length === 0) return 'no failures';
  return failures
    .map((f) =>
      [
        `✗ ${f.heldOut ? `[held-out${f.heldOutSet ? ` ${f.heldOutSet}` : ''}] ` : ''}${f.conversation} turn ${f.turn} [${f.behaviour}]`,
        `    visitor:  ${f.user}`,
        ...(f.reply === undefined ? [] : [`    reply:    ${f.reply.replace(/\s+/g, ' ').trim()}`]),
        `    expected: ${f.expected}`,
        `    got:      ${f.got}`,
      ].join('\n'),
    )
    .join('\n');
}
