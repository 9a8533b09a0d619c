import { describe, expect, it } from 'vitest';
import { BEHAVIOR_LOG_LIMIT } from '../../../domain/lead-profile';
import { appendBehaviourEvent, startVisit } from './behaviour-log';

const event = (n: number) => ({
  type: 'click' as const,
  timestamp: n,
  page: '/shop-agent-demo/live',
  element: 'button',
});

describe('appendBehaviourEvent', () => {
  it('adds the event to the log', () => {
    expect(JSON.parse(appendBehaviourEvent(null, event(1)))).toEqual([event(1)]);
  });

  it('keeps only the newest events', () => {
    let log: string | null = null;
    for (let i = 0; i < BEHAVIOR_LOG_LIMIT + 5; i++) log = appendBehaviourEvent(log, event(i));
    const events = JSON.parse(log!);
    expect(events).toHaveLength(BEHAVIOR_LOG_LIMIT);
    expect(events[0].timestamp).toBe(5);
  });

  it('starts again from a malformed log', () => {
    expect(JSON.parse(appendBehaviourEvent('{oops', event(1)))).toEqual([event(1)]);
    expect(JSON.parse(appendBehaviourEvent('{"a":1}', event(2)))).toEqual([event(2)]);
  });
});

describe('startVisit', () => {
  it('counts the first visit and starts the session', () => {
    expect(startVisit({ visitCount: null, sessionStart: null, counted: false }, 1000)).toEqual({
      visitCount: '1',
      sessionStart: '1000',
    });
  });

  it('counts a visit once per browser session and keeps the session start', () => {
    expect(startVisit({ visitCount: '2', sessionStart: '500', counted: false }, 1000)).toEqual({
      visitCount: '3',
      sessionStart: '500',
    });
    expect(startVisit({ visitCount: '3', sessionStart: '500', counted: true }, 2000)).toEqual({
      visitCount: '3',
      sessionStart: '500',
    });
  });

  it('repairs malformed values', () => {
    expect(startVisit({ visitCount: 'many', sessionStart: 'yesterday', counted: false }, 9)).toEqual({
      visitCount: '1',
      sessionStart: '9',
    });
  });
});
