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
  it('ticks the QuoteAgent, named after the business, in a workspace without agents', () => {
    const values = agentFormDefaults({ agents: [], businessName: 'Ace Wraps', tone: 'casual' });
    expect(values.tone).toBe('casual');
    expect(values.choices.map((c) => [c.agentType, c.enabled, c.agentName])).toEqual([
      ['shop', false, 'Ace Wraps ShopAgent'],
      ['social', false, 'Ace Wraps SocialAgent'],
      ['quote', true, 'Ace Wraps QuoteAgent'],
    ]);
  });

  it('shows the saved agents, leaving switched-off ones unticked with their old answers', () => {
    const values = agentFormDefaults({
      agents: [view({}), view({ agentType: 'quote', agentName: 'Old quotes', status: 'inactive' })],
      businessName: 'Ace Wraps',
      tone: 'professional',
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
    const values = agentFormDefaults({ agents: [], businessName: '', tone: 'casual' });
    values.choices[0] = { ...values.choices[0]!, agentName: '' };
    const parsed = agentFormSchema.parse(values);
    expect(toAgentSetup(parsed)).toEqual({
      tone: 'casual',
      agents: [
        {
          agentType: 'quote',
          agentName: 'QuoteAgent',
          welcomeMessage: '',
          operationMode: 'live',
          requireApproval: false,
        },
      ],
    });
  });

  it('asks for at least one agent and a name for each ticked one', () => {
    const values = agentFormDefaults({ agents: [], businessName: '', tone: 'casual' });
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
