import fc from 'fast-check';

/**
 * Hostile request material for the fuzz test (src/server/hostile-input.db.test.ts): values that
 * break naive handlers, and raw bodies no well-behaved client sends.
 */

const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\ufeff',
  '\u202eevil',
  'Zoë 😀',
  '<script>alert(1)</script>',
  "'; drop table customers; --",
  '%00',
  '../../etc/passwd',
  'NaN',
  '-0',
  '1e308',
  'Infinity',
  '9007199254740993',
  'null',
  'true',
  '{}',
  '[]',
  'a@b.co',
  'https://127.0.0.1:9/',
  'javascript:alert(1)',
  '00000000-0000-4000-8000-000000000000',
  'x'.repeat(5_000),
  'x'.repeat(300_000),
];

const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  0.1,
  1e308,
  -1e308,
  5e-324,
  2 ** 31,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
];

/** A string a person would not type: control and lone surrogate code units included. */
export const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 40 }),
);

/** Any JSON value, biased to the edges: strings above, extreme numbers, wrong shapes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

type Mutation =
  | { kind: 'set'; at: number; value: unknown }
  | { kind: 'delete'; at: number }
  | { kind: 'add'; at: number; key: string; value: unknown }
  | { kind: 'replace'; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('set' as const), at: fc.nat(), value: hostileValue }),
    weight: 4,
  },
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('add' as const), at: fc.nat(), key: hostileString, value: hostileValue }),
  fc.record({ kind: fc.constant('replace' as const), value: hostileValue }),
);

/** Every path to a value inside a JSON value, the value itself ([]) first. */
function pathsOf(value: unknown, path: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [path];
  return [path, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))];
}

function containerAt(root: Record<string, unknown>, path: string[]): Record<string, unknown> | undefined {
  let at: unknown = root;
  for (const key of path) at = (at as Record<string, unknown>)[key];
  return typeof at === 'object' && at !== null ? (at as Record<string, unknown>) : undefined;
}

function applyMutation(body: unknown, change: Mutation): unknown {
  if (change.kind === 'replace') return change.value;
  const root = { body: structuredClone(body) };
  const paths = pathsOf(root.body).map((p) => ['body', ...p]);
  const path = paths[change.at % paths.length]!;
  if (change.kind === 'add') {
    const container = containerAt(root, path);
    if (container) container[change.key] = change.value;
    return root.body;
  }
  const parent = containerAt(root, path.slice(0, -1))!;
  const key = path.at(-1)!;
  if (change.kind === 'delete' && path.length > 1) delete parent[key];
  else parent[key] = change.kind === 'set' ? change.value : undefined;
  return root.body;
}

/** A valid body with one to three fields set to hostile values, deleted, or added. */
export function mutatedBody(sample: unknown): fc.Arbitrary<unknown> {
  return fc
    .array(mutation, { minLength: 1, maxLength: 3 })
    .map((changes) => changes.reduce(applyMutation, sample));
}

/** What every field of a valid body is set to in turn, one at a time. */
const FIELD_VALUES: unknown[] = ['a\u0000b', '\ud800x', 'x'.repeat(5_000), -0, 1e308, 2 ** 53 + 2, null, {}];

/** A valid body with one field (or the body itself) replaced by each of FIELD_VALUES: a fixed table. */
export function fieldByFieldBodies(sample: unknown): unknown[] {
  return pathsOf(sample).flatMap((path) =>
    FIELD_VALUES.map((value) => {
      if (path.length === 0) return value;
      const body = structuredClone(sample) as Record<string, unknown>;
      containerAt(body, path.slice(0, -1))![path.at(-1)!] = value;
      return body;
    }),
  );
}

/** Bodies no JSON.stringify produces: [label, content type (none if undefined), body]. */
export const RAW_BODIES: [string, string | undefined, string | Uint8Array<ArrayBuffer>][] = [
  ['an empty JSON body', 'application/json', ''],
  ['truncated JSON', 'application/json', '{"a":'],
  ['not JSON', 'application/json', 'hello'],
  ['JSON then garbage', 'application/json', '{}garbage'],
  ['a NUL escape', 'application/json', '{"x":"\\u0000","email":"a\\u0000@b.co"}'],
  ['a lone surrogate escape', 'application/json', '{"x":"\\ud800","name":"\\udc00"}'],
  [
    'invalid UTF-8',
    'application/json',
    new Uint8Array([0x7b, 0x22, 0x78, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  ],
  ['a byte-order mark', 'application/json', '\ufeff{}'],
  ['a number beyond double range', 'application/json', '{"n":1e400,"total_amount":-1e400,"quantity":1e400}'],
  ['an integer beyond 2^64', 'application/json', '{"rating":123456789012345678901234567890}'],
  ['negative zero', 'application/json', '{"rating":-0,"quantity":-0,"total_amount":-0}'],
  [
    'prototype keys',
    'application/json',
    '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
  ],
  ['duplicate keys', 'application/json', '{"email":"a@b.co","email":{"$ne":null}}'],
  ['JSON null', 'application/json', 'null'],
  ['a JSON array', 'application/json', '[{"a":1}]'],
  ['a JSON string', 'application/json', '"x"'],
  ['a JSON number', 'application/json', '1e308'],
  ['arrays nested 100,000 deep', 'application/json', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
  ['objects nested 50,000 deep', 'application/json', `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`],
  ['a string just under the body limit', 'application/json', `{"x":"${'a'.repeat(1_000_000)}"}`],
  ['a body over the limit', 'application/json', `{"x":"${'a'.repeat(1_100_000)}"}`],
  ['a form body', 'application/x-www-form-urlencoded', 'email=a%40b.co&password=x%00y&name=%F0'],
  [
    'a multipart body',
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--x--\r\n',
  ],
  ['JSON as text/plain', 'text/plain', '{"email":"a@b.co"}'],
  // Bytes, not a string, or fetch would label it text/plain.
  ['JSON without a content type', undefined, new TextEncoder().encode('{"email":"a@b.co"}')],
  ['a content type list', 'application/json, text/plain', '{}'],
];
