import { describe, expect, it } from 'vitest';
import {
  contactTags,
  defaultStageMap,
  GHL_RATE_PER_WINDOW,
  GHL_RATE_WINDOW_MS,
  invalidStageIds,
  isTransientStatus,
  opportunityName,
  opportunityStatus,
  ourStageOf,
  splitName,
} from './crm-sync';

const pipeline = {
  id: 'p1',
  name: 'Sales',
  stages: [
    { id: 's1', name: 'New Lead' },
    { id: 's2', name: 'Engaged' },
    { id: 's3', name: 'Quote sent' },
    { id: 's4', name: 'Closed - Won' },
    { id: 's5', name: 'Lost' },
  ],
};

describe('stage mapping', () => {
  it('matches our stages to the provider stages by name', () => {
    expect(defaultStageMap(pipeline)).toEqual({
      lead: 's1',
      engaged: 's2',
      quote_sent: 's3',
      closed_won: 's4',
      closed_lost: 's5',
    });
  });

  it('leaves a stage with no similar name unmapped', () => {
    expect(defaultStageMap({ ...pipeline, stages: [{ id: 'x', name: 'Booked' }] })).toEqual({});
  });

  it('names the stage ids that are not in the pipeline', () => {
    expect(invalidStageIds(pipeline, { lead: 's1', engaged: 'nope' })).toEqual(['nope']);
  });

  it('reads a provider stage back as ours', () => {
    expect(ourStageOf({ closed_won: 's4' }, 's4')).toBe('closed_won');
    expect(ourStageOf({ closed_won: 's4' }, 's9')).toBeNull();
  });
});

describe('what is sent', () => {
  it('keeps won and lost as the status beside the stage', () => {
    expect(opportunityStatus('closed_won')).toBe('won');
    expect(opportunityStatus('closed_lost')).toBe('lost');
    expect(opportunityStatus('quote_sent')).toBe('open');
  });

  it('splits a name into first and last', () => {
    expect(splitName('  Jane  van Dyke ')).toEqual({ firstName: 'Jane', lastName: 'van Dyke' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher' });
  });

  it('tags the lead with its source and temperature', () => {
    expect(contactTags({ source: 'Website Chat', temperature: 'hot' })).toEqual([
      'sales-agent',
      'source-website-chat',
      'lead-hot',
    ]);
  });

  it('names an opportunity by its quote number when there is one', () => {
    expect(opportunityName({ customerName: 'Jane', quoteNumber: 'Q-2026-0001' })).toBe(
      'Jane – Quote Q-2026-0001',
    );
    expect(opportunityName({ customerName: 'Jane', quoteNumber: null })).toBe('Jane – Website chat');
  });
});

describe('provider answers', () => {
  it('retries no answer, 401, 429 and 5xx; gives up on other 4xx', () => {
    for (const status of [0, 401, 429, 500, 503]) expect(isTransientStatus(status)).toBe(true);
    for (const status of [400, 403, 404, 422]) expect(isTransientStatus(status)).toBe(false);
  });

  it('keeps any 10 s span under the provider burst limit of 100', () => {
    const windowsTouched = Math.ceil(10_000 / GHL_RATE_WINDOW_MS) + 1;
    expect(windowsTouched * GHL_RATE_PER_WINDOW).toBeLessThanOrEqual(100);
  });
});
