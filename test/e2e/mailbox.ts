import { type ReceivedMail, readMailbox } from '../fakes/smtp-fake';

export type { ReceivedMail };

import { E2E } from './e2e-env';

/** Waits until the loopback SMTP server has received a message for `to` matching `subject`. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 20_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readMailbox(E2E.mailboxDir).find((m) => m.to.includes(to) && subject.test(m.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} matching ${subject} arrived`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

let counter = 0;
/** A fresh address per test, so tests never meet each other's accounts or rate limits. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}
