import { describe, expect, it } from 'vitest';
import { needsPrices, pendingSetupSteps, SETUP_STEPS } from './setup-steps';

describe('pendingSetupSteps', () => {
  it('a new workspace has onboarding to finish and no agent yet', () => {
    expect(pendingSetupSteps({ onboardingCompleted: false, agents: [], pricingSet: false })).toEqual([
      'finish-onboarding',
      'add-agent',
    ]);
  });

  it('an agent switched off is no agent', () => {
    expect(
      pendingSetupSteps({
        onboardingCompleted: true,
        agents: [{ agentType: 'shop', status: 'inactive' }],
        pricingSet: false,
      }),
    ).toEqual(['add-agent']);
  });

  it('nothing is left once onboarding is done and an agent answers', () => {
    expect(
      pendingSetupSteps({
        onboardingCompleted: true,
        agents: [{ agentType: 'shop', status: 'active' }],
        pricingSet: false,
      }),
    ).toEqual([]);
  });

  it('onboarding left unfinished is named even with an agent', () => {
    expect(
      pendingSetupSteps({
        onboardingCompleted: false,
        agents: [{ agentType: 'shop', status: 'busy' }],
        pricingSet: false,
      }),
    ).toEqual(['finish-onboarding']);
  });
});

describe('a QuoteAgent without prices', () => {
  const quote = { agentType: 'quote', status: 'active' } as const;

  it('asks for prices while a working QuoteAgent has none to quote from', () => {
    expect(pendingSetupSteps({ onboardingCompleted: true, agents: [quote], pricingSet: false })).toEqual([
      'set-prices',
    ]);
    expect(needsPrices({ agents: [quote], pricingSet: false })).toBe(true);
  });

  it('not once prices are set, nor without a working QuoteAgent', () => {
    expect(needsPrices({ agents: [quote], pricingSet: true })).toBe(false);
    expect(needsPrices({ agents: [{ agentType: 'quote', status: 'inactive' }], pricingSet: false })).toBe(
      false,
    );
    expect(needsPrices({ agents: [{ agentType: 'shop', status: 'active' }], pricingSet: false })).toBe(false);
  });

  it("links to the pricing section's anchor on the settings page", () => {
    expect(SETUP_STEPS['set-prices'].to).toBe('/settings#pricing');
  });
});
