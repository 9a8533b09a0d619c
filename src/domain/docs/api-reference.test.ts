import { describe, expect, it } from 'vitest';
import { apiReference } from './api-reference';

const uuid = { type: 'string', format: 'uuid', pattern: '^[0-9a-f-]{36}$' };

const DOC = {
  openapi: '3.1.0',
  info: { title: 'Suite API', description: 'JSON over HTTPS.' },
  servers: [{ url: 'https://example.test' }],
  paths: {
    '/api/workspaces/{workspaceId}/knowledge': {
      get: {
        summary: 'Knowledge items',
        'x-access': 'workspace',
        tags: ['Knowledge'],
        parameters: [
          { name: 'workspaceId', in: 'path', required: true, schema: uuid },
          { name: 'q', in: 'query', schema: { type: 'string', maxLength: 200 } },
        ],
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    items: {
                      type: 'array',
                      items: {
                        type: 'object',
                        properties: { id: uuid, title: { type: 'string' } },
                        required: ['id', 'title'],
                      },
                    },
                  },
                  required: ['items'],
                },
              },
            },
          },
          '400': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        },
      },
    },
    '/api/functions/ai-chat': {
      post: {
        summary: 'One chat turn',
        description: 'Anyone may call this.',
        tags: ['Functions'],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  messages: {
                    type: 'array',
                    minItems: 1,
                    maxItems: 100,
                    items: {
                      type: 'object',
                      properties: {
                        role: { type: 'string', enum: ['user', 'assistant'] },
                        content: { type: 'string', maxLength: 4000 },
                      },
                      required: ['role', 'content'],
                    },
                  },
                  conversationId: { anyOf: [uuid, { type: 'null' }] },
                  tone: { default: 'professional', type: 'string', enum: ['professional', 'casual'] },
                  amount: { anyOf: [{ type: 'number' }, { type: 'string', pattern: '^\\d+$' }] },
                  facts: {
                    type: 'object',
                    properties: { pricePerSqFt: { type: 'number', minimum: 0 } },
                  },
                },
                required: ['messages'],
              },
            },
          },
        },
        responses: {
          '200': {
            content: {
              'application/json': { schema: { type: 'object', properties: {}, additionalProperties: {} } },
            },
          },
        },
      },
    },
    '/api/rpc/create_quote_with_customer': {
      post: {
        summary: 'create_quote_with_customer',
        'x-access': 'public',
        tags: ['Procedures'],
        requestBody: { content: { 'application/json': { schema: {} } } },
        responses: {
          '201': {
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/Created' } },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Error: { type: 'object', properties: { error: { type: 'object' } } },
      Created: {
        type: 'object',
        properties: { quote_id: uuid, ok: { const: true } },
        required: ['quote_id'],
      },
    },
  },
};

describe('apiReference', () => {
  const ref = apiReference(DOC);
  const op = (path: string) => ref.groups.flatMap((g) => g.operations).find((o) => o.path === path)!;

  it('groups the operations by tag, in the order of the document', () => {
    expect(ref.title).toBe('Suite API');
    expect(ref.serverUrl).toBe('https://example.test');
    expect(ref.groups.map((g) => [g.tag, g.operations.map((o) => `${o.method} ${o.path}`)])).toEqual([
      ['Knowledge', ['GET /api/workspaces/{workspaceId}/knowledge']],
      ['Functions', ['POST /api/functions/ai-chat']],
      ['Procedures', ['POST /api/rpc/create_quote_with_customer']],
    ]);
  });

  it('names the access from x-access, or falls back to the description', () => {
    expect(op('/api/workspaces/{workspaceId}/knowledge').access).toBe('Members of the workspace');
    expect(op('/api/functions/ai-chat').access).toBe('Anyone may call this.');
  });

  it('lists path and query parameters and flattens nested response fields', () => {
    const knowledge = op('/api/workspaces/{workspaceId}/knowledge');
    expect(knowledge.id).toBe('get-api-workspaces-workspaceId-knowledge');
    expect(knowledge.parameters).toEqual([
      { name: 'workspaceId (path)', type: 'string (uuid)', required: true, notes: [] },
      { name: 'q (query)', type: 'string', required: false, notes: ['at most 200 characters'] },
    ]);
    expect(knowledge.request).toEqual({ kind: 'none' });
    expect(knowledge.status).toBe('200');
    expect(knowledge.response).toEqual({
      kind: 'fields',
      fields: [
        { name: 'items', type: 'array of object', required: true, notes: [] },
        { name: 'items[].id', type: 'string (uuid)', required: true, notes: [] },
        { name: 'items[].title', type: 'string', required: true, notes: [] },
      ],
    });
  });

  it('describes enums, nullable values, unions, limits and defaults in words', () => {
    const chat = op('/api/functions/ai-chat');
    expect(chat.request).toEqual({
      kind: 'fields',
      fields: [
        { name: 'messages', type: 'array of object', required: true, notes: ['1 to 100 items'] },
        { name: 'messages[].role', type: '"user" | "assistant"', required: true, notes: [] },
        { name: 'messages[].content', type: 'string', required: true, notes: ['at most 4000 characters'] },
        { name: 'conversationId', type: 'string (uuid) or null', required: false, notes: [] },
        {
          name: 'tone',
          type: '"professional" | "casual"',
          required: false,
          notes: ['default "professional"'],
        },
        { name: 'amount', type: 'number or string', required: false, notes: [] },
        { name: 'facts', type: 'object', required: false, notes: [] },
        { name: 'facts.pricePerSqFt', type: 'number', required: false, notes: ['at least 0'] },
      ],
    });
    // An open object describes no fields; an empty closed one is an answer with nothing in it.
    expect(chat.response).toEqual({ kind: 'any' });
    expect(
      apiReference({
        paths: {
          '/x': {
            post: {
              responses: {
                '200': { content: { 'application/json': { schema: { type: 'object', properties: {} } } } },
              },
            },
          },
        },
      }).groups[0]!.operations[0]!.response,
    ).toEqual({ kind: 'fields', fields: [] });
  });

  it('follows $refs and reads the success status the operation declares', () => {
    const rpc = op('/api/rpc/create_quote_with_customer');
    expect(rpc.request).toEqual({ kind: 'any' });
    expect(rpc.status).toBe('201');
    expect(rpc.response).toEqual({
      kind: 'fields',
      fields: [
        { name: 'quote_id', type: 'string (uuid)', required: true, notes: [] },
        { name: 'ok', type: 'true', required: false, notes: [] },
      ],
    });
  });

  it('lists nothing for something that is not an OpenAPI document', () => {
    for (const input of [null, 'oops', [], { paths: 'no' }, { paths: { '/x': 'no' } }]) {
      expect(apiReference(input).groups).toEqual([]);
    }
  });
});
