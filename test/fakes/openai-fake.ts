import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A loopback fake of the OpenAI Chat Completions API (`POST /v1/chat/completions`), the protocol
 * every OpenAI-compatible server speaks (OpenAI, Ollama, vLLM, LM Studio). Tests drive the real
 * AI SDK provider against it: point the provider's base URL at `fake.baseUrl`. Answers are
 * scripted per test (plain text, tool calls, errors, slow answers), in JSON or as `stream: true`
 * server-sent events exactly like OpenAI sends them; every request is recorded.
 */

export interface OpenAiToolCallScript {
  name: string;
  /** Sent to the client as the JSON string OpenAI uses. */
  arguments: Record<string, unknown>;
}

export type OpenAiFakeReply =
  | {
      /** Assistant text; in streaming mode sent in `chunks` (default: word by word). */
      text?: string;
      chunks?: string[];
      toolCalls?: OpenAiToolCallScript[];
      /** Wait this long before answering (longer than the client's time-out = a slow model). */
      delayMs?: number;
      /** Streaming only: wait this long between chunks (a stream that stalls half-way). */
      chunkDelayMs?: number;
      usage?: { prompt_tokens: number; completion_tokens: number };
    }
  | {
      /** A 200 whose body is not what the API promises (truncated JSON, HTML from a proxy…). */
      garbage: string;
      delayMs?: number;
    }
  | {
      /** An API error with OpenAI's error body. */
      error: { status: number; message: string; type?: string; code?: string | null };
      delayMs?: number;
    };

/** Computes the reply from the request, e.g. to answer with a tool result the client sent back. */
export type OpenAiFakeHandler = (request: RecordedOpenAiRequest) => OpenAiFakeReply;

export interface OpenAiChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null | Array<{ type: string; text?: string }>;
  tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}

export interface OpenAiChatRequestBody {
  model: string;
  messages: OpenAiChatMessage[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  max_tokens?: number;
  tools?: { type: 'function'; function: { name: string; description?: string; parameters: unknown } }[];
  [key: string]: unknown;
}

export interface RecordedOpenAiRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: OpenAiChatRequestBody;
}

export interface OpenAiFake {
  /** e.g. http://127.0.0.1:54321/v1 — what a client takes as its base URL. */
  baseUrl: string;
  apiKey: string;
  requests: RecordedOpenAiRequest[];
  /** Queues answers, used one per request in order. */
  reply(...replies: (OpenAiFakeReply | OpenAiFakeHandler)[]): void;
  /** The answer once the queue is empty (default: a 500 saying nothing was scripted). */
  replyAlways(reply: OpenAiFakeReply | OpenAiFakeHandler): void;
  /** Forgets queued answers, the standing answer and recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

const NOTHING_SCRIPTED: OpenAiFakeReply = {
  error: { status: 500, type: 'server_error', message: 'openai fake: no reply scripted for this request' },
};

function randomId(prefix: string): string {
  return `${prefix}${randomBytes(12).toString('hex')}`;
}

function sendError(
  res: ServerResponse,
  error: { status: number; message: string; type?: string; code?: string | null },
) {
  res.writeHead(error.status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      error: {
        message: error.message,
        type: error.type ?? (error.status === 429 ? 'rate_limit_exceeded' : 'server_error'),
        param: null,
        code: error.code ?? null,
      },
    }),
  );
}

/** Word-sized pieces that keep their spaces, so joined they give the text back exactly. */
export function splitIntoChunks(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

/** The latest tool result the client sent back, parsed (JSON) — what a model would read. */
export function lastToolResult(request: RecordedOpenAiRequest): unknown {
  const message = [...request.body.messages].reverse().find((m) => m.role === 'tool');
  if (!message) return undefined;
  const content = typeof message.content === 'string' ? message.content : JSON.stringify(message.content);
  try {
    return JSON.parse(content);
  } catch {
    return content;
  }
}

export async function startOpenAiFake(options: { apiKey?: string } = {}): Promise<OpenAiFake> {
  const apiKey = options.apiKey ?? 'sk-fake-openai-key-for-tests';
  const requests: RecordedOpenAiRequest[] = [];
  let queue: (OpenAiFakeReply | OpenAiFakeHandler)[] = [];
  let standing: OpenAiFakeReply | OpenAiFakeHandler = NOTHING_SCRIPTED;
  const timers = new Set<NodeJS.Timeout>();

  function wait(ms: number, res: ServerResponse): Promise<boolean> {
    if (ms <= 0) return Promise.resolve(!res.destroyed);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve(!res.destroyed);
      }, ms);
      timers.add(timer);
      // The client gave up (time-out, abort): stop at once instead of writing to a dead socket.
      res.once('close', () => {
        clearTimeout(timer);
        timers.delete(timer);
        resolve(false);
      });
    });
  }

  function completion(
    body: OpenAiChatRequestBody,
    reply: Exclude<OpenAiFakeReply, { error: unknown } | { garbage: string }>,
  ) {
    const toolCalls = reply.toolCalls?.map((call) => ({
      id: randomId('call_'),
      type: 'function' as const,
      function: { name: call.name, arguments: JSON.stringify(call.arguments) },
    }));
    const usage = reply.usage ?? { prompt_tokens: 42, completion_tokens: 7 };
    return {
      id: randomId('chatcmpl-'),
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: reply.text ?? null,
            ...(toolCalls?.length ? { tool_calls: toolCalls } : {}),
          },
          logprobs: null,
          finish_reason: toolCalls?.length ? 'tool_calls' : 'stop',
        },
      ],
      usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
    };
  }

  async function stream(
    res: ServerResponse,
    body: OpenAiChatRequestBody,
    reply: Exclude<OpenAiFakeReply, { error: unknown } | { garbage: string }>,
  ) {
    const id = randomId('chatcmpl-');
    const created = Math.floor(Date.now() / 1000);
    const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) => ({
      id,
      object: 'chat.completion.chunk',
      created,
      model: body.model,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    });
    const send = (data: unknown) => {
      if (!res.destroyed) res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
    };
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
    });
    send(chunk({ role: 'assistant', content: '' }));
    const pieces = reply.chunks ?? (reply.text ? splitIntoChunks(reply.text) : []);
    for (const [index, piece] of pieces.entries()) {
      if (index > 0 && !(await wait(reply.chunkDelayMs ?? 0, res))) return;
      send(chunk({ content: piece }));
    }
    (reply.toolCalls ?? []).forEach((call, index) => {
      const args = JSON.stringify(call.arguments);
      const half = Math.ceil(args.length / 2);
      // OpenAI sends the id and name first, then the arguments in fragments.
      send(
        chunk({
          tool_calls: [
            { index, id: randomId('call_'), type: 'function', function: { name: call.name, arguments: '' } },
          ],
        }),
      );
      send(chunk({ tool_calls: [{ index, function: { arguments: args.slice(0, half) } }] }));
      send(chunk({ tool_calls: [{ index, function: { arguments: args.slice(half) } }] }));
    });
    send(chunk({}, reply.toolCalls?.length ? 'tool_calls' : 'stop'));
    if (body.stream_options?.include_usage) {
      const usage = reply.usage ?? { prompt_tokens: 42, completion_tokens: 7 };
      send({
        id,
        object: 'chat.completion.chunk',
        created,
        model: body.model,
        choices: [],
        usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
      });
    }
    send('[DONE]');
    res.end();
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    let body: OpenAiChatRequestBody;
    try {
      body = JSON.parse(raw || '{}') as OpenAiChatRequestBody;
    } catch {
      return sendError(res, {
        status: 400,
        type: 'invalid_request_error',
        message: 'We could not parse the JSON body of your request.',
      });
    }
    const request: RecordedOpenAiRequest = { method: req.method ?? 'GET', path, headers: req.headers, body };
    requests.push(request);

    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      return sendError(res, {
        status: 404,
        type: 'invalid_request_error',
        message: `Unknown request URL: ${req.method} ${path}.`,
      });
    }
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return sendError(res, {
        status: 401,
        type: 'invalid_request_error',
        code: 'invalid_api_key',
        message: 'Incorrect API key provided.',
      });
    }
    if (!body.model || !Array.isArray(body.messages)) {
      return sendError(res, {
        status: 400,
        type: 'invalid_request_error',
        message: 'model and messages are required.',
      });
    }
    const next = queue.shift() ?? standing;
    const reply = typeof next === 'function' ? next(request) : next;
    if (!(await wait(reply.delayMs ?? 0, res))) return;
    if ('error' in reply) return sendError(res, reply.error);
    if ('garbage' in reply) {
      res.writeHead(200, { 'content-type': body.stream ? 'text/event-stream' : 'application/json' });
      return void res.end(reply.garbage);
    }
    if (body.stream) return stream(res, body, reply);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(completion(body, reply)));
  }

  const server: Server = createServer((req, res) => {
    // One connection per request: with keep-alive, the client (Node's fetch) may reuse an idle
    // connection in the same moment this server's keep-alive time-out closes it, and the request
    // fails with ECONNRESET. Both timers run in the test's own process, so a loaded machine that
    // delays them makes that likely (decision 045).
    res.setHeader('connection', 'close');
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendError(res, { status: 500, message: String(error) });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    apiKey,
    requests,
    reply(...replies) {
      queue.push(...replies);
    },
    replyAlways(reply) {
      standing = reply;
    },
    reset() {
      queue = [];
      standing = NOTHING_SCRIPTED;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
