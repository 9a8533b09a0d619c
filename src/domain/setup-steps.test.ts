import { describe, expect, it } from 'vitest';
import { pendingSetupSteps } from './setup-steps';

describe('pendingSetupSteps', () => {
  it('a new workspace has onboarding to finish and no agent yet', () => {
    expect(pendingSetupSteps({ onboardingCompleted: false, agents: [] })).toEqual([
      'finish-onboarding',
      'add-agent',
    ]);
  });

  it('an agent switched off is no agent', () => {
    expect(
      pendingSetupSteps({ onboardingCompleted: true, agents: [{ agentType: 'shop', status: 'inactive' }] }),
    ).toEqual(['add-agent']);
  });

  it('nothing is left once onboarding is done and an agent answers', () => {
    expect(
      pendingSetupSteps({ onboardingCompleted: true, agents: [{ agentType: 'shop', status: 'active' }] }),
    ).toEqual([]);
  });

  it('onboarding left unfinished is named even with an agent', () => {
    expect(
      pendingSetupSteps({ onboardingCompleted: false, agents: [{ agentType: 'shop', status: 'busy' }] }),
    ).toEqual(['finish-onboarding']);
  });
});
