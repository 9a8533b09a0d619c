import type { BusinessIdentity } from '../../../domain/business-identity';
import { accessibleSolid } from '../../../domain/color-contrast';
import { realCustomerName } from '../../../domain/customer-name';
import { formatUsd } from '../../../domain/money';
import { html, type SafeHtml } from '../../lib/html';
import type { EmailMessage } from '../email';

/**
 * The layout every customer-facing e-mail of a workspace shares (the quote e-mail and the
 * follow-ups): the business's header, tagline, footer and contact lines (business-identity.ts:
 * the workspace's own details, or the brand's for the platform demo; an unknown detail has no
 * line) around a few paragraphs, an optional table of amounts and one link. Plain text first, as
 * every client shows it; the HTML is the same content, every value escaped.
 */
export interface BrandedEmailContent {
  kind: string;
  to: string;
  subject: string;
  /** Big header line; the business's quote header for quotes, its name otherwise. */
  heading: string;
  paragraphs: string[];
  rows?: { label: string; amount: string; strong?: boolean }[];
  link?: { label: string; url: string };
  workspaceId: string | null;
  metadata?: Record<string, unknown>;
}

/** "Dear Jo," or, for a visitor who never gave a name, "Hi there,". */
export function greeting(customerName: string | null | undefined): string {
  const name = realCustomerName(customerName);
  return name ? `Hi ${name},` : 'Hi there,';
}

/**
 * Where an e-mailed link should lead: the page that asked (a trusted brand host of the main site;
 * checkoutOrigin vets it), except the dashboard, which customers never use: PUBLIC_URL then.
 */
export function emailLinkOrigin(
  env: { dashboardUrl: string },
  requestOrigin: string | undefined,
): string | undefined {
  if (!requestOrigin) return undefined;
  try {
    return new URL(requestOrigin).origin === new URL(env.dashboardUrl).origin ? undefined : requestOrigin;
  } catch {
    return undefined;
  }
}

export function usd(amount: string | number): string {
  return formatUsd(Number(amount));
}

/**
 * The business's display name on the configured sender address (MAIL_FROM): the address must be
 * one the mail server may send from, which only the deployment knows (a business's own address is
 * not), so only the name is used, and replies go to the business (replyTo).
 */
export function brandedSender(identity: Pick<BusinessIdentity, 'fromName'>, defaultFrom: string): string {
  const address = /<([^>]+)>/.exec(defaultFrom)?.[1]?.trim() ?? defaultFrom.trim();
  const name = identity.fromName.replace(/["\\\r\n]/g, '');
  return `"${name}" <${address}>`;
}

function renderText(identity: BusinessIdentity, content: BrandedEmailContent): string {
  const lines = [content.heading];
  if (identity.tagline) lines.push(identity.tagline);
  lines.push('', ...content.paragraphs.flatMap((p) => [p, '']));
  if (content.rows?.length) {
    for (const row of content.rows) lines.push(`${row.label}: ${usd(row.amount)}`);
    lines.push('');
  }
  if (content.link) lines.push(`${content.link.label}: ${content.link.url}`, '');
  lines.push(identity.footerMessage, ...identity.contactLines);
  return lines.join('\n');
}

function renderHtml(identity: BusinessIdentity, content: BrandedEmailContent): SafeHtml {
  const header = accessibleSolid(identity.color);
  const rows = content.rows?.length
    ? html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:16px 0">${content.rows.map(
        (row) =>
          html`<tr><td style="padding:6px 0;border-bottom:1px solid #e5e7eb;${row.strong ? 'font-weight:bold;' : ''}">${row.label}</td><td align="right" style="padding:6px 0;border-bottom:1px solid #e5e7eb;${row.strong ? 'font-weight:bold;' : ''}">${usd(row.amount)}</td></tr>`,
      )}</table>`
    : '';
  const link = content.link
    ? html`<p style="margin:24px 0"><a href="${content.link.url}" style="display:inline-block;background:${header.solid};color:${header.foreground};padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${content.link.label}</a></p><p style="font-size:12px;color:#6b7280;word-break:break-all">${content.link.url}</p>`
    : '';
  const tagline = identity.tagline ? html`<p style="margin:6px 0 0">${identity.tagline}</p>` : '';
  const contact = identity.contactLines.map((line) => html`<p style="margin:0">${line}</p>`);
  return html`<!doctype html>
<html><body style="margin:0;padding:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="background:${header.solid};color:${header.foreground};padding:24px;border-radius:8px 8px 0 0"><h1 style="margin:0;font-size:22px">${content.heading}</h1>${tagline}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">${content.paragraphs.map((p) => html`<p style="margin:0 0 12px">${p}</p>`)}${rows}${link}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:13px;color:#4b5563"><p style="margin:0 0 6px">${identity.footerMessage}</p>${contact}</td></tr>
</table></td></tr></table>
</body></html>`;
}

export function brandedEmail(
  identity: BusinessIdentity,
  options: { defaultFrom: string },
  content: BrandedEmailContent,
): EmailMessage {
  return {
    kind: content.kind,
    to: content.to,
    subject: content.subject,
    text: renderText(identity, content),
    html: renderHtml(identity, content).toString(),
    from: brandedSender(identity, options.defaultFrom),
    replyTo: identity.replyTo ?? undefined,
    workspaceId: content.workspaceId,
    metadata: content.metadata,
  };
}
