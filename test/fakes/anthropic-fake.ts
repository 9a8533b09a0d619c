import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A minimal loopback fake of the Anthropic Messages API (`POST /v1/messages`): text replies as
 * JSON or as the `stream: true` event stream Anthropic sends (message_start … message_stop), and
 * API errors with Anthropic's error body. Enough to drive the real AI SDK Anthropic provider for
 * plain replies; point its base URL at `fake.baseUrl`. Requests are recorded.
 */

export type AnthropicFakeReply =
  | { text: string }
  | { error: { status: number; type: string; message: string } };

export interface RecordedAnthropicRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: {
    model: string;
    max_tokens: number;
    system?: string | { type: string; text: string }[];
    messages: { role: 'user' | 'assistant'; content: string | { type: string; text?: string }[] }[];
    stream?: boolean;
    tools?: { name: string; description?: string; input_schema: unknown }[];
    [key: string]: unknown;
  };
}

export interface AnthropicFake {
  /** e.g. http://127.0.0.1:54321/v1 */
  baseUrl: string;
  apiKey: string;
  requests: RecordedAnthropicRequest[];
  reply(...replies: AnthropicFakeReply[]): void;
  close(): Promise<void>;
}

function randomId(prefix: string): string {
  return `${prefix}${randomBytes(12).toString('hex')}`;
}

function sendError(res: ServerResponse, error: { status: number; type: string; message: string }) {
  res.writeHead(error.status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ type: 'error', error: { type: error.type, message: error.message } }));
}

export async function startAnthropicFake(options: { apiKey?: string } = {}): Promise<AnthropicFake> {
  const apiKey = options.apiKey ?? 'sk-ant-fake-key-for-tests';
  const requests: RecordedAnthropicRequest[] = [];
  const queue: AnthropicFakeReply[] = [];

  function stream(res: ServerResponse, model: string, text: string) {
    const id = randomId('msg_');
    const event = (type: string, data: Record<string, unknown>) =>
      res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    event('message_start', {
      message: {
        id,
        type: 'message',
        role: 'assistant',
        model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 40, output_tokens: 1 },
      },
    });
    event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
    for (const piece of text.match(/\S+\s*|\s+/g) ?? []) {
      event('content_block_delta', { index: 0, delta: { type: 'text_delta', text: piece } });
    }
    event('content_block_stop', { index: 0 });
    event('message_delta', {
      delta: { stop_reason: 'end_turn', stop_sequence: null },
      usage: { output_tokens: 9 },
    });
    event('message_stop', {});
    res.end();
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    let body: RecordedAnthropicRequest['body'];
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    } catch {
      return sendError(res, { status: 400, type: 'invalid_request_error', message: 'Invalid JSON body.' });
    }
    requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });

    if (req.method !== 'POST' || path !== '/v1/messages') {
      return sendError(res, { status: 404, type: 'not_found_error', message: `Not found: ${path}` });
    }
    if (req.headers['x-api-key'] !== apiKey) {
      return sendError(res, { status: 401, type: 'authentication_error', message: 'invalid x-api-key' });
    }
    if (!req.headers['anthropic-version']) {
      return sendError(res, {
        status: 400,
        type: 'invalid_request_error',
        message: 'anthropic-version: header is required',
      });
    }
    if (!body.model || !Array.isArray(body.messages) || typeof body.max_tokens !== 'number') {
      return sendError(res, {
        status: 400,
        type: 'invalid_request_error',
        message: 'model, messages and max_tokens are required',
      });
    }
    const reply = queue.shift() ?? {
      error: {
        status: 500,
        type: 'api_error',
        message: 'anthropic fake: no reply scripted for this request',
      },
    };
    if ('error' in reply) return sendError(res, reply.error);
    if (body.stream) return stream(res, body.model, reply.text);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: randomId('msg_'),
        type: 'message',
        role: 'assistant',
        model: body.model,
        content: [{ type: 'text', text: reply.text }],
        stop_reason: 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: 40, output_tokens: 9 },
      }),
    );
  }

  const server: Server = createServer((req, res) => {
    // One connection per request: with keep-alive, the client (Node's fetch) may reuse an idle
    // connection in the same moment this server's keep-alive time-out closes it, and the request
    // fails with ECONNRESET. Both timers run in the test's own process, so a loaded machine that
    // delays them makes that likely (decision 045).
    res.setHeader('connection', 'close');
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendError(res, { status: 500, type: 'api_error', message: String(error) });
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
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
