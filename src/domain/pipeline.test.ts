import { describe, expect, it } from 'vitest';
import {
  canMoveStage,
  nextStages,
  PIPELINE_MESSAGES,
  PIPELINE_STAGES,
  stageAfterEvent,
  stageForStatus,
} from './pipeline';

describe('pipeline moves', () => {
  it('goes forward, may skip to a quote, and may lose any open deal', () => {
    expect(nextStages('lead')).toEqual(['engaged', 'quote_sent', 'closed_lost']);
    expect(nextStages('engaged')).toEqual(['quote_sent', 'closed_lost']);
    expect(nextStages('quote_sent')).toEqual(['closed_won', 'closed_lost']);
  });

  it('never reopens a closed deal, never moves back, never wins without a quote', () => {
    for (const to of PIPELINE_STAGES) {
      expect(canMoveStage('closed_won', to)).toBe(false);
      expect(canMoveStage('closed_lost', to)).toBe(false);
    }
    expect(canMoveStage('quote_sent', 'lead')).toBe(false);
    expect(canMoveStage('engaged', 'lead')).toBe(false);
    expect(canMoveStage('lead', 'closed_won')).toBe(false);
    expect(canMoveStage('lead', 'lead')).toBe(false);
  });

  it('names both stages in the refusal', () => {
    expect(PIPELINE_MESSAGES.forbiddenMove('closed_won', 'lead')).toBe(
      'A quote in Closed won cannot move to Lead.',
    );
  });
});

describe("the spec's automatic updates", () => {
  it('chat started: lead to engaged only', () => {
    expect(stageAfterEvent('lead', 'chat_started')).toBe('engaged');
    expect(stageAfterEvent('quote_sent', 'chat_started')).toBeNull();
  });

  it('quote generated: lead (or engaged) to quote_sent', () => {
    expect(stageAfterEvent('lead', 'quote_generated')).toBe('quote_sent');
    expect(stageAfterEvent('engaged', 'quote_generated')).toBe('quote_sent');
    expect(stageAfterEvent('closed_lost', 'quote_generated')).toBeNull();
  });

  it('quote accepted: an open deal is won, a closed one stays', () => {
    expect(stageAfterEvent('quote_sent', 'quote_accepted')).toBe('closed_won');
    expect(stageAfterEvent('lead', 'quote_accepted')).toBe('closed_won');
    expect(stageAfterEvent('closed_lost', 'quote_accepted')).toBeNull();
    expect(stageAfterEvent('closed_won', 'quote_accepted')).toBeNull();
  });

  it('starts stored quotes where their status puts them', () => {
    expect(stageForStatus('approved', false)).toBe('closed_won');
    expect(stageForStatus('paid', true)).toBe('closed_won');
    expect(stageForStatus('expired', true)).toBe('closed_lost');
    expect(stageForStatus('pending', true)).toBe('quote_sent');
    expect(stageForStatus('pending', false)).toBe('lead');
  });
});
