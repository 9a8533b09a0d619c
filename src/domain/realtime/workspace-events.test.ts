import { describe, expect, it } from 'vitest';
import { eventEntity, reconnectDelayMs, workspaceEventSchema } from './workspace-events';

describe('workspace events', () => {
  it('reconnects after 1, 2 and 5 seconds, then every 10 seconds', () => {
    expect([0, 1, 2, 3, 4, 50].map(reconnectDelayMs)).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000]);
    expect(reconnectDelayMs(-3)).toBe(1000);
  });

  it('names the entity of a kind', () => {
    expect(eventEntity('message.created')).toBe('message');
    expect(eventEntity('approval.changed')).toBe('approval');
    expect(eventEntity('nonsense.created')).toBeNull();
  });

  it('accepts the payload the database sends and refuses unknown kinds', () => {
    const event = {
      workspaceId: '5b0c7a8e-2f5e-4e59-9b53-3f5e8c1d2a11',
      kind: 'quote.changed',
      id: '7d1c7a8e-2f5e-4e59-9b53-3f5e8c1d2a11',
      conversationId: null,
    };
    expect(workspaceEventSchema.parse(event)).toEqual(event);
    expect(workspaceEventSchema.safeParse({ ...event, kind: 'quote.deleted' }).success).toBe(false);
  });
});
