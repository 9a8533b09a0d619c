import { describe, expect, it } from 'vitest';
import { agentTypeForIndustry, PLAN_AGENT_TYPES, suggestedAgentType } from './agent-for-business';
import { CATALOGUE_PLAN_IDS } from './plans';

describe('suggestedAgentType', () => {
  it('offers the agent of the plan bought, whatever the industry says', () => {
    expect(suggestedAgentType({ planId: 'shopagent', industry: 'Vehicle wraps & signage' })).toBe('shop');
    expect(suggestedAgentType({ planId: 'socialagent', industry: 'Printing' })).toBe('social');
    expect(suggestedAgentType({ planId: 'quoteagent', industry: 'Retail & e-commerce' })).toBe('quote');
  });

  it('gives every plan of the catalogue its own agent, the larger tiers their plan’s', () => {
    expect(CATALOGUE_PLAN_IDS.map((id) => [id, PLAN_AGENT_TYPES[id]])).toEqual([
      ['socialagent', 'social'],
      ['shopagent', 'shop'],
      ['quoteagent', 'quote'],
      ['shopagent-pro', 'shop'],
      ['shopagent-enterprise', 'shop'],
      ['socialagent-manager', 'social'],
    ]);
  });

  it('lets the industry decide without a plan (a trial started without choosing one)', () => {
    expect(suggestedAgentType({ planId: null, industry: 'Plants & garden' })).toBe('shop');
    expect(suggestedAgentType({ planId: null, industry: 'Vehicle wraps & signage' })).toBe('quote');
    expect(suggestedAgentType({ planId: null, industry: 'Hair salon' })).toBe('social');
  });

  it('falls back to the ShopAgent when neither plan nor industry tells', () => {
    expect(suggestedAgentType({ planId: null, industry: '' })).toBe('shop');
    expect(suggestedAgentType({ planId: null, industry: 'Consulting' })).toBe('shop');
  });
});

describe('agentTypeForIndustry', () => {
  it('reads the onboarding suggestions', () => {
    expect(agentTypeForIndustry('Vehicle wraps & signage')).toBe('quote');
    expect(agentTypeForIndustry('Printing')).toBe('quote');
    expect(agentTypeForIndustry('Retail & e-commerce')).toBe('shop');
    expect(agentTypeForIndustry('Home services')).toBe('quote');
    expect(agentTypeForIndustry('Restaurants & food')).toBe('social');
    expect(agentTypeForIndustry('Health & wellness')).toBe('social');
    expect(agentTypeForIndustry('Real estate')).toBeNull();
  });

  it('lets the word that comes first decide', () => {
    expect(agentTypeForIndustry('Print shop')).toBe('quote');
    expect(agentTypeForIndustry('Gift shop')).toBe('shop');
    expect(agentTypeForIndustry('Coffee bar')).toBe('shop');
  });

  it('matches at the start of a word only, and short words only whole', () => {
    expect(agentTypeForIndustry('Web design')).toBeNull();
    expect(agentTypeForIndustry('Office space')).toBeNull();
    expect(agentTypeForIndustry('Day spa')).toBe('social');
    expect(agentTypeForIndustry('SIGNAGE')).toBe('quote');
  });
});
