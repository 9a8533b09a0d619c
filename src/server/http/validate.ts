import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from '../lib/app-error';
import { assertStorableJson } from './storable-input';

/**
 * A request body's text as JSON; '' is an empty object. Malformed JSON, and text the database
 * could not store (a NUL, an unpaired surrogate), are a 400.
 */
export function parseJsonBody(text: string): unknown {
  let body: unknown;
  try {
    body = text === '' ? {} : JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
  }
  assertStorableJson(body);
  return body;
}

/** Parses input with a contract schema; a failure is a 400 with the first issue's message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('VALIDATION_FAILED', issue?.message ?? 'Invalid input', {
      details: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    });
  }
  return parsed.data;
}

/**
 * Reads a JSON body and parses it with a contract schema. Malformed JSON and schema failures are
 * a 400 with the first issue's message (the spec's text, since the schemas carry it).
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  return parseInput(schema, parseJsonBody(await c.req.text()));
}
