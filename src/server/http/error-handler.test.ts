import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainValidationError } from '../../domain/errors';
import { AppError, STATUS_BY_CODE } from '../lib/app-error';
import { createLogger } from '../lib/logger';
import { createErrorHandler, DATABASE_UNAVAILABLE_MESSAGE } from './error-handler';
import { readJson } from './validate';

function appThrowing(error: unknown) {
  const app = new Hono();
  app.onError(createErrorHandler(createLogger('silent')));
  app.get('/', () => {
    throw error;
  });
  return app;
}

describe('error handler', () => {
  it.each(Object.entries(STATUS_BY_CODE))('maps %s to %i with the one JSON shape', async (code, status) => {
    const res = await appThrowing(new AppError(code as keyof typeof STATUS_BY_CODE, 'Spec message')).request(
      '/',
    );
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ error: { code, message: 'Spec message' } });
  });

  it("answers a broken domain rule with 400 and the rule's message", async () => {
    const res = await appThrowing(
      new DomainValidationError('Message content is required', 'content'),
    ).request('/');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'Message content is required' },
    });
  });

  it('answers an unexpected error with 500 and hides its text', async () => {
    const res = await appThrowing(new Error('connection string postgres://secret')).request('/');
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body.error.code).toBe('INTERNAL');
    expect(JSON.stringify(body)).not.toContain('secret');
  });

  // What node-postgres throws when the server is gone or shutting down, wrapped as drizzle does.
  const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    [
      'a shutting-down server',
      Object.assign(new Error('the database system is shutting down'), { code: '57P03' }),
    ],
    [
      'an administrator shutdown',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    ['a connection exception', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
  ])('answers %s with a retryable 503 and Retry-After', async (_name, cause) => {
    const res = await appThrowing(wrapped(cause)).request('/');
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({
      error: { code: 'UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE },
    });
  });

  it('keeps a failing query that is not about reaching the database a 500', async () => {
    const res = await appThrowing(
      wrapped(Object.assign(new Error('division by zero'), { code: '22012' })),
    ).request('/');
    expect(res.status).toBe(500);
    expect(res.headers.get('retry-after')).toBeNull();
  });
});

describe('readJson', () => {
  const app = new Hono();
  app.onError(createErrorHandler(createLogger('silent')));
  app.post('/', async (c) =>
    c.json(await readJson(c, z.strictObject({ email: z.email('Invalid email address') }))),
  );

  it('returns the parsed body', async () => {
    const res = await app.request('/', { method: 'POST', body: JSON.stringify({ email: 'a@b.co' }) });
    expect(await res.json()).toEqual({ email: 'a@b.co' });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await app.request('/', { method: 'POST', body: '{nope' });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('BAD_REQUEST');
  });

  it("answers a schema failure with 400 and the schema's message", async () => {
    const res = await app.request('/', { method: 'POST', body: JSON.stringify({ email: 'nope' }) });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Invalid email address',
    });
  });

  it('rejects unknown keys', async () => {
    const res = await app.request('/', {
      method: 'POST',
      body: JSON.stringify({ email: 'a@b.co', admin: true }),
    });
    expect(res.status).toBe(400);
  });
});
