import { describe, expect, it } from 'vitest';
import { AGENT_MESSAGES, type AgentView } from '../../../domain/contracts/agents.contract';
import { agentFormDefaults, agentFormSchema, toAgentSetup } from './agent-form';

const view = (overrides: Partial<AgentView>): AgentView => ({
  id: '00000000-0000-4000-8000-000000000001',
  agentName: 'Ace Shop',
  agentType: 'shop',
  status: 'active',
  operationMode: 'safe',
  requireApproval: true,
  welcomeMessage: 'Hello!',
  totalConversations: 0,
  totalQuotesGenerated: 0,
  totalSalesClosed: 0,
  lastActiveAt: null,
  ...overrides,
});

describe('agentFormDefaults', () => {
  it('ticks the agent of the plan bought, named after the business, in a workspace without agents', () => {
    const values = agentFormDefaults({
      agents: [],
      businessName: 'Fern & Field',
      tone: 'professional',
      planId: 'shopagent',
      industry: 'Vehicle wraps & signage',
    });
    expect(values.tone).toBe('professional');
    expect(values.choices.map((c) => [c.agentType, c.enabled, c.agentName])).toEqual([
      ['shop', true, 'Fern & Field ShopAgent'],
      ['social', false, 'Fern & Field SocialAgent'],
      ['quote', false, 'Fern & Field QuoteAgent'],
    ]);
    // Greeted in the business's name and the workspace's tone, with nothing about wraps.
    expect(values.choices[0]!.welcomeMessage).toBe(
      'Hello, and thank you for visiting Fern & Field. I can help you find the right product, check on an order or answer questions about delivery.',
    );
  });

  it('ticks the plan’s agent for each plan and the trial’s, and the industry’s without a plan', () => {
    const ticked = (planId: 'socialagent' | 'quoteagent' | 'shopagent-pro' | null, industry = '') =>
      agentFormDefaults({ agents: [], businessName: 'Ace', tone: 'casual', planId, industry })
        .choices.filter((c) => c.enabled)
        .map((c) => c.agentType);
    expect(ticked('socialagent')).toEqual(['social']);
    expect(ticked('quoteagent')).toEqual(['quote']);
    expect(ticked('shopagent-pro')).toEqual(['shop']);
    expect(ticked(null, 'Vehicle wraps & signage')).toEqual(['quote']);
    expect(ticked(null, 'Plants & garden')).toEqual(['shop']);
  });

  it('offers the plan’s agent again when every saved agent is switched off', () => {
    const values = agentFormDefaults({
      agents: [view({ agentType: 'quote', agentName: 'Old quotes', status: 'inactive', welcomeMessage: '' })],
      businessName: 'Fern & Field',
      tone: 'casual',
      planId: 'shopagent',
      industry: '',
    });
    expect(values.choices.map((c) => [c.agentType, c.enabled])).toEqual([
      ['shop', true],
      ['social', false],
      ['quote', false],
    ]);
    expect(values.choices[2]).toMatchObject({ agentName: 'Old quotes', welcomeMessage: '' });
  });

  it('shows the saved agents, leaving switched-off ones unticked with their old answers', () => {
    const values = agentFormDefaults({
      agents: [view({}), view({ agentType: 'quote', agentName: 'Old quotes', status: 'inactive' })],
      businessName: 'Ace Wraps',
      tone: 'professional',
      planId: 'quoteagent',
      industry: '',
    });
    expect(values.choices[0]).toEqual({
      enabled: true,
      agentType: 'shop',
      agentName: 'Ace Shop',
      welcomeMessage: 'Hello!',
      operationMode: 'safe',
      requireApproval: true,
    });
    expect(values.choices[2]).toMatchObject({ enabled: false, agentName: 'Old quotes' });
  });
});

describe('agentFormSchema and toAgentSetup', () => {
  it('checks only the ticked cards and sends them without the tick', () => {
    const values = agentFormDefaults({
      agents: [],
      businessName: '',
      tone: 'casual',
      planId: 'quoteagent',
      industry: '',
    });
    values.choices[0] = { ...values.choices[0]!, agentName: '' };
    const parsed = agentFormSchema.parse(values);
    expect(toAgentSetup(parsed)).toEqual({
      tone: 'casual',
      agents: [
        {
          agentType: 'quote',
          agentName: 'QuoteAgent',
          welcomeMessage:
            "Hey there! Tell me about your project and I'll put together a quote for you in seconds.",
          operationMode: 'live',
          requireApproval: false,
        },
      ],
    });
  });

  it('asks for at least one agent and a name for each ticked one', () => {
    const values = agentFormDefaults({
      agents: [],
      businessName: '',
      tone: 'casual',
      planId: 'quoteagent',
      industry: '',
    });
    const none = agentFormSchema.safeParse({
      ...values,
      choices: values.choices.map((c) => ({ ...c, enabled: false })),
    });
    expect(none.error?.issues[0]?.message).toBe(AGENT_MESSAGES.noAgents);
    const blank = agentFormSchema.safeParse({
      ...values,
      choices: values.choices.map((c) => (c.enabled ? { ...c, agentName: '  ' } : c)),
    });
    expect(blank.error?.issues[0]).toMatchObject({
      message: AGENT_MESSAGES.agentName,
      path: ['choices', 2, 'agentName'],
    });
  });
});
