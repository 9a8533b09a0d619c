import type { EmailMessage } from '../email';

/** Texts of the account e-mails. Plain text first: it is what every client shows reliably. */
export function passwordResetEmail(options: { to: string; url: string; productName: string }): EmailMessage {
  return {
    kind: 'password_reset',
    to: options.to,
    subject: `Reset your ${options.productName} password`,
    text: [
      'Someone asked to reset the password of this account.',
      '',
      `Choose a new password here (the link works for one hour): ${options.url}`,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
    metadata: { purpose: 'password_reset' },
    sensitive: true,
  };
}

export function verifyEmailEmail(options: { to: string; url: string; productName: string }): EmailMessage {
  return {
    kind: 'verify_email',
    to: options.to,
    subject: `Confirm your e-mail for ${options.productName}`,
    text: [
      `Welcome to ${options.productName}!`,
      '',
      `Confirm your e-mail address: ${options.url}`,
      '',
      'If you did not create an account, ignore this e-mail.',
    ].join('\n'),
    metadata: { purpose: 'verify_email' },
    sensitive: true,
  };
}
