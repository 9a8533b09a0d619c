import type { EmailMessage } from '../email';

/** How the e-mail lets its reader in. */
export type WelcomeLink =
  /** A new account, or one whose address was never verified: choose a password (this proves the address). */
  | { kind: 'set-password'; url: string; validHours: number; signInUrl: string; existing: boolean }
  /** A verified account: they sign in with their own password (we never set one for them). */
  | { kind: 'sign-in'; url: string };

export interface WelcomeFacts {
  to: string;
  productName: string;
  businessName: string;
  workspaceId: string;
  /** The name the owner gave (nameForCustomers: never the e-mail's local part); null: "Hello,". */
  recipientName: string | null;
  link: WelcomeLink;
  /** A paid plan (with the test checkout's mark), or a free trial (its end; null when the workspace had its trial already). */
  reason:
    | { kind: 'plan'; planName: string; price: number; testMode: boolean }
    | { kind: 'trial'; planName: string | null; endsOn: string | null };
}

function accessParagraphs(link: WelcomeLink, to: string): string[] {
  if (link.kind === 'sign-in') {
    return [
      `It is linked to your existing account (${to}). Sign in with your password to continue with onboarding:`,
      link.url,
    ];
  }
  const choose = `Set your password to sign in and start onboarding (the link works for ${link.validHours} hours and only once):`;
  if (!link.existing) return [choose, link.url];
  return [
    `There is already an account for ${to}. If you know its password, sign in: ${link.signInUrl}`,
    `Otherwise, set your password here (the link works for ${link.validHours} hours and only once):`,
    link.url,
  ];
}

/**
 * The e-mail a paid plan or a free trial sends: what was started, and the way in. It carries a
 * live link to set a password when it has one, so the outbox drops its links once delivered.
 */
export function welcomeEmail(facts: WelcomeFacts): EmailMessage {
  const { reason } = facts;
  const setPassword = facts.link.kind === 'set-password';
  const opening =
    reason.kind === 'plan'
      ? [
          `Thank you for subscribing to ${reason.planName} ($${reason.price}/mo) for ${facts.businessName}.`,
          ...(reason.testMode
            ? ['TEST MODE: this was the built-in test checkout; no card was charged.']
            : []),
        ]
      : [
          reason.endsOn
            ? `Your free trial${reason.planName ? ` of ${reason.planName}` : ''} for ${facts.businessName} has started. It runs until ${reason.endsOn}; no card is needed.`
            : `You asked for a free trial for ${facts.businessName}. Your workspace has had its free trial already; choose a plan in your dashboard to keep your agents running.`,
        ];
  const subject =
    reason.kind === 'plan'
      ? `Your ${reason.planName} plan is active${setPassword ? ': set your password' : ''}`
      : `Your ${facts.productName} free trial${setPassword ? ': set your password' : ''}`;
  return {
    kind: reason.kind === 'plan' ? 'plan_welcome' : 'trial_welcome',
    to: facts.to,
    workspaceId: facts.workspaceId,
    subject,
    text: [
      facts.recipientName ? `Hello ${facts.recipientName},` : 'Hello,',
      opening.join('\n'),
      accessParagraphs(facts.link, facts.to).join('\n'),
      'Onboarding sets up your agent: your business details, what it learns from your website, and the chat widget for your site.',
      `If you did not ask for this, ignore this e-mail: nobody can sign in to ${facts.productName} as you without it.`,
    ].join('\n\n'),
    metadata: { purpose: reason.kind === 'plan' ? 'plan_welcome' : 'trial_welcome', link: facts.link.kind },
    sensitive: setPassword,
  };
}
