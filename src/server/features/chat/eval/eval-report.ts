import type { AgentType } from '../../../../domain/agent-types';
import { AGENT_TYPES } from '../../../../domain/agent-types';
import {
  BEHAVIOURS,
  type Behaviour,
  type BehaviourScore,
  type EvalFailure,
  type EvalReport,
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

export function formatFailures(failures: readonly EvalFailure[]): string {
  if (failures.length === 0) return 'no failures';
  return failures
    .map(
      (f) =>
        `✗ ${f.conversation} turn ${f.turn} [${f.behaviour}]\n    visitor:  ${f.user}\n    expected: ${f.expected}\n    got:      ${f.got}`,
    )
    .join('\n');
}
