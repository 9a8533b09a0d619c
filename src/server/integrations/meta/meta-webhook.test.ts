import { describe, expect, it } from 'vitest';
import { describeAttachments, parseMetaWebhook } from './meta-webhook';

const PAGE = '104000000000001';
const IG = '178400000000001';

const item = (message: Record<string, unknown>, from = 'psid-1', to = PAGE) => ({
  sender: { id: from },
  recipient: { id: to },
  timestamp: 1458692752478,
  message,
});

describe('Meta webhook bodies', () => {
  it('reads a Messenger text with its quick reply and reply_to', () => {
    const parsed = parseMetaWebhook({
      object: 'page',
      entry: [
        {
          id: PAGE,
          time: 1,
          messaging: [
            item({ mid: 'm_1', text: 'hello', quick_reply: { payload: 'P' }, reply_to: { mid: 'm_0' } }),
          ],
        },
      ],
    });
    expect(parsed).toEqual({
      skipped: 0,
      events: [
        {
          kind: 'message',
          platform: 'messenger',
          accountId: PAGE,
          customerId: 'psid-1',
          mid: 'm_1',
          text: 'hello',
          attachments: [],
          timestamp: 1458692752478,
          standby: false,
          isDeleted: false,
          isUnsupported: false,
          replyToMid: 'm_0',
        },
      ],
    });
  });

  it('reads batched entries and items, standby items, and skips delivery and read events', () => {
    const parsed = parseMetaWebhook({
      object: 'page',
      entry: [
        {
          id: PAGE,
          messaging: [
            item({ mid: 'a', text: 'one' }),
            { sender: { id: 'psid-1' }, recipient: { id: PAGE }, delivery: { mids: ['x'], watermark: 1 } },
            item({ mid: 'b', text: 'two' }, 'psid-2'),
          ],
          standby: [item({ mid: 'c', text: 'three' }, 'psid-3')],
        },
        { id: '999', messaging: [{ sender: { id: 'p' }, recipient: { id: '999' }, read: { watermark: 2 } }] },
      ],
    });
    expect(parsed?.events.map((e) => [e.mid, e.customerId, e.accountId, e.standby])).toEqual([
      ['a', 'psid-1', PAGE, false],
      ['b', 'psid-2', PAGE, false],
      ['c', 'psid-3', PAGE, true],
    ]);
    expect(parsed?.skipped).toBe(2);
  });

  it('reads an echo: the customer is the recipient, with app_id and metadata', () => {
    const parsed = parseMetaWebhook({
      object: 'page',
      entry: [
        {
          id: PAGE,
          messaging: [
            item(
              {
                mid: 'e',
                text: 'we reply',
                is_echo: true,
                app_id: 1517776481860111,
                metadata: 'agent-reply:1',
              },
              PAGE,
              'psid-1',
            ),
          ],
        },
      ],
    });
    expect(parsed?.events).toEqual([
      expect.objectContaining({
        kind: 'echo',
        customerId: 'psid-1',
        appId: '1517776481860111',
        metadata: 'agent-reply:1',
      }),
    ]);
  });

  it('reads attachments, unsent (is_deleted) and unsupported messages', () => {
    const parsed = parseMetaWebhook({
      object: 'page',
      entry: [
        {
          id: PAGE,
          messaging: [
            item({
              mid: 'p',
              attachments: [
                { type: 'image', payload: { url: 'https://x' } },
                { type: 'audio', payload: {} },
              ],
            }),
            item({ mid: 'd', is_deleted: true }),
            item({ mid: 'u', is_unsupported: true }),
          ],
        },
      ],
    });
    expect(
      parsed?.events.map((e) =>
        e.kind === 'message' ? [e.mid, e.attachments, e.isDeleted, e.isUnsupported] : null,
      ),
    ).toEqual([
      ['p', ['image', 'audio'], false, false],
      ['d', [], true, false],
      ['u', [], false, true],
    ]);
    expect(describeAttachments(['image', 'audio'])).toBe('[photo] [voice message]');
    expect(describeAttachments(['something_new'])).toBe('[attachment]');
  });

  it("reads Instagram's shape and its dashboard test events (changes[field=messages])", () => {
    const parsed = parseMetaWebhook({
      object: 'instagram',
      entry: [
        { id: IG, time: 1, messaging: [item({ mid: 'ig1', text: 'hey' }, 'igsid-1', IG)] },
        {
          id: IG,
          time: 2,
          changes: [
            { field: 'messages', value: item({ mid: 'ig2', text: 'test' }, 'igsid-2', IG) },
            { field: 'comments', value: {} },
          ],
        },
      ],
    });
    expect(parsed?.events.map((e) => [e.platform, e.kind, e.mid, e.customerId, e.accountId])).toEqual([
      ['instagram', 'message', 'ig1', 'igsid-1', IG],
      ['instagram', 'message', 'ig2', 'igsid-2', IG],
    ]);
    expect(parsed?.skipped).toBe(1);
  });

  it('refuses what is not a Messenger or Instagram body, and skips an item without a mid', () => {
    expect(parseMetaWebhook({ object: 'whatsapp_business_account', entry: [] })).toBe(null);
    expect(parseMetaWebhook({ entry: [] })).toBe(null);
    expect(parseMetaWebhook('hello')).toBe(null);
    const parsed = parseMetaWebhook({
      object: 'page',
      entry: [{ id: PAGE, messaging: [item({ text: 'no mid' })] }],
    });
    expect(parsed).toEqual({ events: [], skipped: 1 });
  });
});
