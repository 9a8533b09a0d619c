import { describe, expect, it } from 'vitest';
import { canResume, RESUME_MAX_IDLE_DAYS, type ResumeCandidate } from './chat-resume';

const now = new Date('2026-11-28T12:00:00Z');
const open: ResumeCandidate = {
  status: 'active',
  customerId: '00000000-0000-4000-8000-000000000001',
  userTurns: 3,
  lastMessageAt: new Date('2026-11-28T11:00:00Z'),
};
const options = { now, maxTurns: 60 };
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('canResume', () => {
  it('takes up an active or quoted conversation', () => {
    expect(canResume(open, options)).toBe(true);
    expect(canResume({ ...open, status: 'quoted' }, options)).toBe(true);
  });

  it('starts afresh after the team closed the conversation', () => {
    expect(canResume({ ...open, status: 'closed' }, options)).toBe(false);
  });

  it('starts afresh when the lead was deleted', () => {
    expect(canResume({ ...open, customerId: null }, options)).toBe(false);
  });

  it('starts afresh once the turn cap is reached (the next message would be refused)', () => {
    expect(canResume({ ...open, userTurns: 59 }, options)).toBe(true);
    expect(canResume({ ...open, userTurns: 60 }, options)).toBe(false);
  });

  it(`starts afresh after ${RESUME_MAX_IDLE_DAYS} idle days`, () => {
    expect(canResume({ ...open, lastMessageAt: daysAgo(RESUME_MAX_IDLE_DAYS) }, options)).toBe(true);
    expect(canResume({ ...open, lastMessageAt: daysAgo(RESUME_MAX_IDLE_DAYS + 0.01) }, options)).toBe(false);
  });
});
