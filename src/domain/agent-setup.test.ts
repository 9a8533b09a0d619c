import { describe, expect, it } from 'vitest';
import {
  AGENT_NAME_MAX_LENGTH,
  defaultAgentName,
  type ExistingAgent,
  effectiveRequireApproval,
  greetingOf,
  planAgentSetup,
} from './agent-setup';

describe('effectiveRequireApproval', () => {
  it('holds only in safe mode', () => {
    expect(effectiveRequireApproval('safe', true)).toBe(true);
    expect(effectiveRequireApproval('safe', false)).toBe(false);
    expect(effectiveRequireApproval('live', true)).toBe(false);
    expect(effectiveRequireApproval('live', false)).toBe(false);
  });
});

describe('defaultAgentName', () => {
  it('joins the business name and the product', () => {
    expect(defaultAgentName('quote', '  Ace Wraps ')).toBe('Ace Wraps QuoteAgent');
    expect(defaultAgentName('shop', '')).toBe('ShopAgent');
    expect(defaultAgentName('social', null)).toBe('SocialAgent');
  });

  it('falls back to the product when the joined name would be too long', () => {
    expect(defaultAgentName('shop', 'x'.repeat(AGENT_NAME_MAX_LENGTH))).toBe('ShopAgent');
  });
});

describe('planAgentSetup', () => {
  const existing: ExistingAgent[] = [
    { id: 'a1', agentType: 'quote', status: 'active' },
    { id: 'a2', agentType: 'shop', status: 'inactive' },
    { id: 'a3', agentType: 'quote', status: 'active' },
  ];

  it('inserts every chosen type in a workspace without agents', () => {
    const plan = planAgentSetup([], [{ agentType: 'shop' }, { agentType: 'quote' }]);
    expect(plan).toEqual({
      update: [],
      insert: [{ agentType: 'shop' }, { agentType: 'quote' }],
      deactivate: [],
    });
  });

  it('reuses the oldest agent of a type (also an inactive one) and switches off the rest', () => {
    const plan = planAgentSetup(existing, [{ agentType: 'quote' }, { agentType: 'shop' }]);
    expect(plan.update).toEqual([
      { id: 'a1', agent: { agentType: 'quote' } },
      { id: 'a2', agent: { agentType: 'shop' } },
    ]);
    expect(plan.insert).toEqual([]);
    expect(plan.deactivate).toEqual(['a3']);
  });

  it('switches off agents of types no longer chosen, leaving inactive ones alone', () => {
    const plan = planAgentSetup(existing, [{ agentType: 'social' }]);
    expect(plan).toEqual({ update: [], insert: [{ agentType: 'social' }], deactivate: ['a1', 'a3'] });
  });

  it('is stable: planning the same choice against its own result changes nothing more', () => {
    const after: ExistingAgent[] = [
      { id: 'a1', agentType: 'quote', status: 'active' },
      { id: 'n1', agentType: 'social', status: 'active' },
    ];
    const plan = planAgentSetup(after, [{ agentType: 'quote' }, { agentType: 'social' }]);
    expect(plan.insert).toEqual([]);
    expect(plan.deactivate).toEqual([]);
    expect(plan.update.map((u) => u.id)).toEqual(['a1', 'n1']);
  });
});

describe('greetingOf', () => {
  it("is the owner's greeting, trimmed", () => {
    expect(greetingOf('  Hello there!  ', 'Standard')).toBe('Hello there!');
  });
  it('is the standard greeting when none is saved, or the saved one carries a placeholder', () => {
    expect(greetingOf(null, 'Standard')).toBe('Standard');
    expect(greetingOf('   ', 'Standard')).toBe('Standard');
    expect(greetingOf('Call {phone} today', 'Standard')).toBe('Standard');
  });
});
