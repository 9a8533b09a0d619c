import { describe, expect, it } from 'vitest';
import { ANSWERS_CHECKED_LINE, chatHeaderLine, INSTANT_ANSWERS_LINE } from './chat';

describe('chatHeaderLine', () => {
  const idle = { handedOff: false, awaitingApproval: false };

  it('promises instant answers only for an agent that answers alone', () => {
    expect(chatHeaderLine({ ...idle, answersChecked: false })).toBe(INSTANT_ANSWERS_LINE);
  });

  it('says a person checks answers when the agent is in safe mode with approval', () => {
    expect(chatHeaderLine({ ...idle, answersChecked: true })).toBe(
      'A team member checks answers before they are sent',
    );
    expect(ANSWERS_CHECKED_LINE).not.toMatch(/seconds|around the clock/);
  });

  it('says nothing beside the badge while a person answers or an answer waits for one', () => {
    for (const answersChecked of [false, true]) {
      expect(chatHeaderLine({ handedOff: true, awaitingApproval: false, answersChecked })).toBeNull();
      expect(chatHeaderLine({ handedOff: false, awaitingApproval: true, answersChecked })).toBeNull();
    }
  });
});
