// Turns the OpenAPI document the server generates from the route and function schemas
// (GET /api/openapi.json) into what the Docs page lists: each operation with its access and its
// request and response fields, nested fields flattened to dotted names. An OpenAPI renderer
// (Swagger UI, Redoc) would ship hundreds of kB of script and styles of its own to show the same.

/** The part of JSON Schema 2020-12 that zod-openapi writes. */
interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  description?: string;
}

interface MediaType {
  schema?: JsonSchema;
}
interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  'x-access'?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema; description?: string }[];
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, { description?: string; content?: Record<string, MediaType> }>;
}
interface OpenApiDocument {
  info?: { title?: string; description?: string };
  servers?: { url?: string }[];
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface ApiField {
  /** Dotted path: `customer_data.email`, `messages[].role`. */
  name: string;
  type: string;
  required: boolean;
  /** Limits and defaults in words: 'at most 4000 characters', 'default "professional"'. */
  notes: string[];
}

/** A request or response body: its fields, or `any` when the schema does not describe one. */
export type ApiBody = { kind: 'fields'; fields: ApiField[] } | { kind: 'any' } | { kind: 'none' };

export interface ApiOperation {
  /** `post-/api/functions/ai-chat`, usable as an element id. */
  id: string;
  method: string;
  path: string;
  summary: string;
  /** Who may call it, in words. */
  access: string;
  parameters: ApiField[];
  request: ApiBody;
  /** The success status ('200', '201') and its body. */
  status: string;
  response: ApiBody;
}

export interface ApiReference {
  title: string;
  description: string;
  serverUrl: string;
  groups: { tag: string; operations: ApiOperation[] }[];
}

export const ACCESS_LABELS: Record<string, string> = {
  public: 'Anyone',
  user: 'Signed-in users',
  workspace: 'Members of the workspace',
  'workspace-owner': 'Owners of the workspace',
  admin: 'Platform administrators',
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolve(schema: JsonSchema | undefined, doc: OpenApiDocument, seen = 0): JsonSchema {
  if (!schema) return {};
  const ref = schema.$ref;
  if (!ref || seen > 20) return schema;
  const name = ref.replace(/^#\/components\/schemas\//, '');
  return resolve(doc.components?.schemas?.[name], doc, seen + 1);
}

/** The schema without its `null` alternative, and whether there was one. */
function withoutNull(schema: JsonSchema, doc: OpenApiDocument): { schema: JsonSchema; nullable: boolean } {
  const resolved = resolve(schema, doc);
  const options = resolved.anyOf ?? resolved.oneOf;
  if (options) {
    const rest = options.filter((o) => resolve(o, doc).type !== 'null');
    if (rest.length === 1 && rest.length < options.length)
      return { schema: resolve(rest[0], doc), nullable: true };
    return { schema: resolved, nullable: rest.length < options.length };
  }
  if (Array.isArray(resolved.type) && resolved.type.includes('null')) {
    const types = resolved.type.filter((t) => t !== 'null');
    return { schema: { ...resolved, type: types.length === 1 ? types[0] : types }, nullable: true };
  }
  return { schema: resolved, nullable: false };
}

const literal = (value: unknown) => JSON.stringify(value);

function typeOf(schema: JsonSchema, doc: OpenApiDocument): string {
  const { schema: s, nullable } = withoutNull(schema, doc);
  let type: string;
  if (s.enum) type = s.enum.map(literal).join(' | ');
  else if (s.const !== undefined) type = literal(s.const);
  else if (s.anyOf ?? s.oneOf)
    type = (s.anyOf ?? s.oneOf ?? [])
      .filter((o) => resolve(o, doc).type !== 'null')
      .map((o) => typeOf(o, doc))
      .join(' or ');
  else if (s.type === 'array') type = `array of ${s.items ? typeOf(s.items, doc) : 'anything'}`;
  else if (Array.isArray(s.type)) type = s.type.join(' or ');
  else if (s.type === 'integer') type = 'integer';
  else if (s.type) type = s.format ? `${s.type} (${s.format})` : s.type;
  else if (s.properties) type = 'object';
  else type = 'any';
  return nullable ? `${type} or null` : type;
}

function notesOf(schema: JsonSchema, doc: OpenApiDocument): string[] {
  const { schema: s } = withoutNull(schema, doc);
  const notes: string[] = [];
  if (s.minLength !== undefined && s.maxLength !== undefined)
    notes.push(`${s.minLength} to ${s.maxLength} characters`);
  else if (s.maxLength !== undefined) notes.push(`at most ${s.maxLength} characters`);
  else if (s.minLength !== undefined && s.minLength > 0) notes.push(`at least ${s.minLength} characters`);
  if (s.minimum !== undefined && s.maximum !== undefined) notes.push(`from ${s.minimum} to ${s.maximum}`);
  else if (s.minimum !== undefined) notes.push(`at least ${s.minimum}`);
  else if (s.maximum !== undefined) notes.push(`at most ${s.maximum}`);
  if (s.exclusiveMinimum !== undefined) notes.push(`more than ${s.exclusiveMinimum}`);
  if (s.minItems !== undefined && s.maxItems !== undefined)
    notes.push(`${s.minItems} to ${s.maxItems} items`);
  else if (s.maxItems !== undefined) notes.push(`at most ${s.maxItems} items`);
  else if (s.minItems !== undefined && s.minItems > 0) notes.push(`at least ${s.minItems} items`);
  const withDefault = schema.default !== undefined ? schema : s;
  if (withDefault.default !== undefined) notes.push(`default ${literal(withDefault.default)}`);
  if (s.description) notes.push(s.description);
  return notes;
}

/** The object a schema describes (through null alternatives and arrays), if it has named fields. */
function objectOf(schema: JsonSchema, doc: OpenApiDocument): { object: JsonSchema; array: boolean } | null {
  const { schema: s } = withoutNull(schema, doc);
  if (s.properties && Object.keys(s.properties).length > 0) return { object: s, array: false };
  if (s.type === 'array' && s.items) {
    const item = withoutNull(s.items, doc).schema;
    if (item.properties && Object.keys(item.properties).length > 0) return { object: item, array: true };
  }
  return null;
}

function fieldsOf(object: JsonSchema, doc: OpenApiDocument, prefix: string, depth = 0): ApiField[] {
  const fields: ApiField[] = [];
  const required = new Set(object.required ?? []);
  for (const [key, property] of Object.entries(object.properties ?? {})) {
    const name = `${prefix}${key}`;
    fields.push({
      name,
      type: typeOf(property, doc),
      required: required.has(key),
      notes: notesOf(property, doc),
    });
    const nested = depth < 5 ? objectOf(property, doc) : null;
    if (nested)
      fields.push(...fieldsOf(nested.object, doc, `${name}${nested.array ? '[]' : ''}.`, depth + 1));
  }
  return fields;
}

function bodyOf(content: Record<string, MediaType> | undefined, doc: OpenApiDocument): ApiBody {
  if (!content) return { kind: 'none' };
  const schema = content['application/json']?.schema ?? Object.values(content)[0]?.schema;
  if (!schema) return { kind: 'any' };
  const described = objectOf(schema, doc);
  if (described && !described.array) return { kind: 'fields', fields: fieldsOf(described.object, doc, '') };
  // `{}` exactly (an answer with nothing in it) is no field at all; an open object could be anything.
  const { schema: s } = withoutNull(schema, doc);
  const open = s.additionalProperties === true || isObject(s.additionalProperties);
  return s.type === 'object' && s.properties && !open ? { kind: 'fields', fields: [] } : { kind: 'any' };
}

function accessOf(operation: Operation): string {
  const key = operation['x-access'];
  return (key && ACCESS_LABELS[key]) ?? operation.description ?? 'Not stated';
}

/**
 * The operations of an OpenAPI 3.1 document, grouped by their first tag in the order the document
 * lists them. Tolerates a document missing any part (an older server, a proxy's error page parsed
 * as JSON): what is not there is simply not listed.
 */
export function apiReference(input: unknown): ApiReference {
  const doc: OpenApiDocument = isObject(input) ? (input as OpenApiDocument) : {};
  const groups = new Map<string, ApiOperation[]>();
  for (const [path, item] of Object.entries<unknown>(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      if (!isObject(item[method])) continue;
      const operation = item[method] as Operation;
      const success =
        Object.keys(operation.responses ?? {}).find((status) => /^2\d\d$/.test(status)) ?? '200';
      const parameters = (operation.parameters ?? []).map((p) => ({
        name: `${p.name} (${p.in})`,
        type: p.schema ? typeOf(p.schema, doc) : 'string',
        required: Boolean(p.required),
        notes: [...(p.schema ? notesOf(p.schema, doc) : []), ...(p.description ? [p.description] : [])],
      }));
      const tag = operation.tags?.[0] ?? 'Other';
      const list = groups.get(tag) ?? [];
      list.push({
        id: `${method}${path}`.replace(/[^A-Za-z0-9_]+/g, '-').replace(/-$/, ''),
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? '',
        access: accessOf(operation),
        parameters,
        request: bodyOf(operation.requestBody?.content, doc),
        status: success,
        response: bodyOf(operation.responses?.[success]?.content, doc),
      });
      groups.set(tag, list);
    }
  }
  return {
    title: doc.info?.title ?? 'API',
    description: doc.info?.description ?? '',
    serverUrl: doc.servers?.[0]?.url ?? '',
    groups: [...groups].map(([tag, operations]) => ({ tag, operations })),
  };
}
