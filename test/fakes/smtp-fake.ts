import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, for tests. STARTTLS is off
 * because smtp-server's bundled certificate has expired; clients connect with ignoreTLS.
 */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  raw: string;
  receivedAt: string;
}

export interface FakeSmtp {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Makes the server refuse every message (4xx) until set back, to test retries. */
  setFailing(failing: boolean): void;
  close(): Promise<void>;
}

function decodeQuotedPrintable(value: string): string {
  return value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export function parseMail(raw: string): { subject: string; text: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = /^subject: (.*)$/im.exec(headers)?.[1]?.trim() ?? '';
  const body = rest.join('\n\n');
  const qp = /content-transfer-encoding: quoted-printable/i.test(raw);
  const b64 = /content-transfer-encoding: base64/i.test(headers);
  const text = qp ? decodeQuotedPrintable(body) : b64 ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { subject, text };
}

export async function startFakeSmtp(options: { port?: number; mailboxDir?: string } = {}): Promise<FakeSmtp> {
  const messages: ReceivedMail[] = [];
  let failing = false;
  if (options.mailboxDir) mkdirSync(options.mailboxDir, { recursive: true });
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (failing)
          return callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          ...parseMail(raw),
          raw,
          receivedAt: new Date().toISOString(),
        };
        messages.push(mail);
        if (options.mailboxDir) {
          // Written under another name and renamed, so a test reading the folder from another
          // process never parses a half-written file (it did: "Unexpected end of JSON input").
          const file = join(options.mailboxDir, `${Date.now()}-${messages.length}.json`);
          writeFileSync(`${file}.part`, JSON.stringify(mail));
          renameSync(`${file}.part`, file);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    messages,
    setFailing: (value) => {
      failing = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Reads the messages a fake SMTP server in another process wrote to its mailbox folder. */
export function readMailbox(dir: string): ReceivedMail[] {
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as ReceivedMail);
}
