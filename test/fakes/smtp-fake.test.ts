import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSmtp, startFakeSmtp } from './smtp-fake';

describe('fake SMTP server', () => {
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => smtp.close());

  it('receives a message nodemailer sends over real SMTP, long links intact', async () => {
    const link = `http://localhost:3001/api/auth/reset-password/${'t'.repeat(80)}?callbackURL=http%3A%2F%2Flocalhost`;
    await nodemailer.createTransport(smtp.url).sendMail({
      from: 'a@example.com',
      to: 'b@example.com',
      subject: 'Hello there',
      text: `Open ${link} now`,
    });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toMatchObject({ to: ['b@example.com'], subject: 'Hello there' });
    expect(smtp.messages[0]!.text).toContain(link);
  });

  it('refuses messages while failing, so senders see an SMTP error', async () => {
    smtp.setFailing(true);
    await expect(
      nodemailer
        .createTransport(smtp.url)
        .sendMail({ from: 'a@example.com', to: 'c@example.com', text: 'x' }),
    ).rejects.toThrow();
    smtp.setFailing(false);
  });
});
