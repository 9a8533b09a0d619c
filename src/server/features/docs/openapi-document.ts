import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import type { RouteContract } from '../../../domain/contracts/route-contract';
import type { FunctionDefinition } from '../functions';

const errorSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ example: 'VALIDATION_FAILED' }),
      message: z.string().meta({ example: 'Please enter a valid email address.' }),
    }),
  })
  .meta({ id: 'Error', description: 'Every error answers with this envelope.' });

const errorResponses = {
  '400': { description: 'Bad input: the message names the first problem.', content: json(errorSchema) },
  '401': { description: 'Not signed in.', content: json(errorSchema) },
  '403': { description: 'Signed in, but not allowed here.', content: json(errorSchema) },
  '429': { description: 'Too many requests; see Retry-After.', content: json(errorSchema) },
};

function json(schema: z.ZodType) {
  return { 'application/json': { schema } };
}

const ACCESS_NOTE: Record<RouteContract['access'], string> = {
  public: 'Anyone may call this.',
  user: 'Needs a signed-in user (session cookie).',
  workspace: 'Needs a member of the workspace in the path (platform admins: any workspace).',
  admin: 'Platform administrators only.',
};

function contractOperation(contract: RouteContract): ZodOpenApiOperationObject {
  const owner = contract.role === 'owner' ? ' Owners of the workspace only.' : '';
  return {
    summary: contract.summary,
    description: ACCESS_NOTE[contract.access] + owner,
    // Machine-readable access, for the Docs page (src/domain/docs/api-reference.ts).
    'x-access': contract.role === 'owner' ? `${contract.access}-owner` : contract.access,
    tags: [contract.tag],
    requestParams: {
      ...(contract.params ? { path: contract.params as z.ZodObject } : {}),
      ...(contract.query ? { query: contract.query as z.ZodObject } : {}),
    },
    ...(contract.body ? { requestBody: { content: json(contract.body) } } : {}),
    ...(contract.upload
      ? {
          requestBody: {
            description: `The file's bytes, at most ${contract.upload.maxBytes} bytes.`,
            content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
          },
        }
      : {}),
    responses: {
      [String(contract.status ?? 200)]: { description: 'Success', content: json(contract.output) },
      ...errorResponses,
    },
  };
}

function functionOperation(definition: FunctionDefinition, tag: string): ZodOpenApiOperationObject {
  return {
    summary: definition.summary ?? definition.name,
    description: ACCESS_NOTE[definition.access],
    'x-access': definition.access,
    tags: [tag],
    requestBody: { content: json(definition.documentedInput ?? definition.input) },
    responses: {
      '200': {
        description: 'Success',
        content: json(definition.output ?? z.object({}).loose()),
      },
      ...errorResponses,
    },
  };
}

/** `:name` (Hono) to `{name}` (OpenAPI). */
function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z]\w*)/g, '{$1}');
}

/**
 * The OpenAPI 3.1 description of the API, generated from the same zod schemas that validate the
 * requests (route contracts and named functions), so the documentation cannot drift from the code.
 */
export function buildOpenApiDocument(options: {
  routes: RouteContract[];
  functions: FunctionDefinition[];
  rpcs: FunctionDefinition[];
  serverUrl: string;
  title: string;
}) {
  const paths: ZodOpenApiPathsObject = {};
  for (const contract of options.routes) {
    const path = openApiPath(contract.path);
    paths[path] = { ...paths[path], [contract.method.toLowerCase()]: contractOperation(contract) };
  }
  for (const fn of options.functions)
    paths[`/api/functions/${fn.name}`] = { post: functionOperation(fn, 'Functions') };
  for (const rpc of options.rpcs)
    paths[`/api/rpc/${rpc.name}`] = { post: functionOperation(rpc, 'Procedures') };
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: `${options.title} API`,
      version: '1',
      description:
        'JSON over HTTPS. Signed-in routes use the session cookie set by /api/auth; state-changing ' +
        "calls from a browser must come from the product's own origin.",
    },
    servers: [{ url: options.serverUrl }],
    paths,
  });
}
