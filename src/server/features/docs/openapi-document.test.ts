import { describe, expect, it } from 'vitest';
import { apiReference } from '../../../domain/docs/api-reference';
import { FUNCTIONS, RPCS } from '../function-list';
import { ROUTES } from '../route-list';
import { buildOpenApiDocument } from './openapi-document';

const document = buildOpenApiDocument({
  routes: ROUTES.map((r) => r.contract),
  functions: FUNCTIONS,
  rpcs: RPCS,
  serverUrl: 'https://example.test',
  title: 'Suite',
});
const operations = apiReference(document).groups.flatMap((g) => g.operations);

describe('the API description the Docs page shows', () => {
  it('gives every named function and procedure a summary of its own, not just its name', () => {
    for (const fn of [...FUNCTIONS, ...RPCS]) {
      expect(fn.summary, fn.name).toBeTruthy();
      expect(fn.summary, fn.name).not.toBe(fn.name);
    }
    for (const op of operations) expect(op.summary, op.path).not.toMatch(/^[a-z_-]+$/);
  });

  it('states who may call each operation', () => {
    for (const op of operations)
      expect(op.access, op.path).toMatch(/^(Anyone|Signed-in|Members|Owners|Platform)/);
    const byPath = (path: string) => operations.find((o) => o.path === path)!;
    expect(byPath('/api/functions/approve-answer').access).toBe('Platform administrators');
    expect(byPath('/api/functions/send-automation-email').access).toBe('Signed-in users');
  });

  it('lists the request and response fields of the named functions', () => {
    const byPath = (path: string) => operations.find((o) => o.path === path)!;
    const chat = byPath('/api/functions/ai-chat');
    const names = (body: typeof chat.request) =>
      body.kind === 'fields' ? body.fields.map((f) => f.name) : [];
    expect(names(chat.request)).toEqual(
      expect.arrayContaining([
        'messages',
        'messages[].role',
        'messages[].content',
        'agentType',
        'conversationId',
      ]),
    );
    expect(names(chat.response)).toEqual(expect.arrayContaining(['message', 'requiresApproval']));
    // The procedure parses its payload itself; its documented shape is the spec's payload.
    const rpc = byPath('/api/rpc/create_quote_with_customer');
    expect(names(rpc.request)).toEqual(
      expect.arrayContaining([
        'customer_data',
        'customer_data.email',
        'quote_data',
        'quote_data.total_amount',
      ]),
    );
    expect(names(rpc.response)).toEqual(['quote_id', 'quote_number', 'customer_id']);
    expect(byPath('/api/functions/website-scraper').response).toEqual({ kind: 'fields', fields: [] });
    for (const fn of [...FUNCTIONS, ...RPCS]) {
      const op = byPath(`/api/${RPCS.includes(fn) ? 'rpc' : 'functions'}/${fn.name}`);
      expect(op.request.kind, fn.name).toBe('fields');
      expect(op.response.kind, fn.name).toBe('fields');
    }
  });
});
