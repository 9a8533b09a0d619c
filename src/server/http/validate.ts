import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from '../lib/app-error';

/**
 * Reads a JSON body and parses it with a contract schema. Malformed JSON and schema failures are
 * a 400 with the first issue's message (the spec's text, since the schemas carry it).
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text === '' ? {} : JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('VALIDATION_FAILED', issue?.message ?? 'Invalid input', {
      details: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    });
  }
  return parsed.data;
}
