import { describe, expect, it } from 'vitest';
import {
  contactChanges,
  emailOptOut,
  mayMoveFromCrm,
  stageOfOpportunity,
  webhookTimeProblem,
} from './crm-webhooks';

const now = new Date('2026-11-26T12:00:00Z');

describe('webhook freshness', () => {
  it('accepts five minutes either way, refuses older, later and unreadable timestamps', () => {
    expect(webhookTimeProblem('2026-11-26T11:55:30Z', now)).toBeNull();
    expect(webhookTimeProblem('2026-11-26T12:04:00Z', now)).toBeNull();
    expect(webhookTimeProblem('2026-11-26T11:54:59Z', now)).toBe('stale');
    expect(webhookTimeProblem('2026-11-26T12:06:00Z', now)).toBe('future');
    expect(webhookTimeProblem('yesterday', now)).toBe('invalid');
  });
});

describe('the stage an opportunity event means', () => {
  const mapping = { pipelineId: 'p1', stageMap: { engaged: 's2', quote_sent: 's3', closed_won: 's4' } };

  it('won and lost close the deal; an open one is read through the mapping of its pipeline', () => {
    expect(stageOfOpportunity({ status: 'won', pipelineStageId: 's2' }, mapping)).toBe('closed_won');
    expect(stageOfOpportunity({ status: 'lost' }, null)).toBe('closed_lost');
    expect(stageOfOpportunity({ status: 'open', pipelineId: 'p1', pipelineStageId: 's3' }, mapping)).toBe(
      'quote_sent',
    );
    expect(
      stageOfOpportunity({ status: 'open', pipelineId: 'p9', pipelineStageId: 's3' }, mapping),
    ).toBeNull();
    expect(stageOfOpportunity({ status: 'open', pipelineStageId: 's7' }, mapping)).toBeNull();
    expect(stageOfOpportunity({ status: 'abandoned' }, null)).toBeNull();
  });

  it('closes any open deal, moves others forward only, and never reopens a closed one', () => {
    expect(mayMoveFromCrm('lead', 'closed_won')).toBe(true);
    expect(mayMoveFromCrm('engaged', 'quote_sent')).toBe(true);
    expect(mayMoveFromCrm('quote_sent', 'engaged')).toBe(false);
    expect(mayMoveFromCrm('closed_won', 'closed_lost')).toBe(false);
    expect(mayMoveFromCrm('quote_sent', 'quote_sent')).toBe(false);
  });
});

describe('contact details taken from the CRM', () => {
  it('takes a new name and phone, never an empty one', () => {
    const current = { name: 'Jane Doe', phone: '+1 555 0100' };
    expect(contactChanges({ firstName: 'Janet', lastName: 'Doe', phone: '+1 555 0199' }, current)).toEqual({
      name: 'Janet Doe',
      phone: '+1 555 0199',
    });
    expect(contactChanges({ name: '  ', firstName: '', phone: '' }, current)).toEqual({});
    expect(contactChanges({ name: 'Jane Doe', phone: '+1 555 0100' }, current)).toEqual({});
  });
});

describe('emailOptOut', () => {
  it('opts out on do-not-disturb for every channel or for e-mail, and back in when both are off', () => {
    expect(emailOptOut({ dnd: true })).toBe(true);
    expect(emailOptOut({ dnd: false, dndSettings: { Email: { status: 'active' } } })).toBe(true);
    expect(emailOptOut({ dndSettings: { Email: { status: 'permanent' } } })).toBe(true);
    expect(emailOptOut({ dnd: false, dndSettings: { Email: { status: 'inactive' } } })).toBe(false);
    expect(emailOptOut({ dnd: false })).toBe(false);
  });

  it('leaves the flag alone when only other channels, or nothing, are named', () => {
    expect(emailOptOut({ dndSettings: { SMS: { status: 'active' } } })).toBeNull();
    expect(emailOptOut({})).toBeNull();
  });
});
