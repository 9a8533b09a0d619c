import { type BrandConfig, brandContactLine, brandReplyTo } from '../../../domain/brands';
import { accessibleSolid } from '../../../domain/color-contrast';
import { formatUsd } from '../../../domain/money';
import { DEFAULT_CUSTOMER_NAME } from '../../../domain/validation/secure-quote';
import { html, type SafeHtml } from '../../lib/html';
import type { EmailMessage } from '../email/outbox.service';

/**
 * The layout every customer-facing e-mail of a workspace shares (the quote e-mail and the
 * follow-ups): the brand's quote_branding header, tagline, footer and contact line around a few
 * paragraphs, an optional table of amounts and one link. Plain text first, as every client shows
 * it; the HTML is the same content, every value escaped.
 */
export interface BrandedEmailContent {
  kind: string;
  to: string;
  subject: string;
  /** Big header line; the brand's quote_branding.header_title for quotes, its name otherwise. */
  heading: string;
  paragraphs: string[];
  rows?: { label: string; amount: string; strong?: boolean }[];
  link?: { label: string; url: string };
  workspaceId: string | null;
  metadata?: Record<string, unknown>;
}

/** "Dear Jo," or, for a visitor who never gave a name, "Hi there,". */
export function greeting(customerName: string | null | undefined): string {
  const name = customerName?.trim();
  return !name || name === DEFAULT_CUSTOMER_NAME ? 'Hi there,' : `Hi ${name},`;
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
 * The brand's display name on the configured sender address (MAIL_FROM): the address must be one
 * the mail server may send from, which only the deployment knows, so only the brand's name is used.
 */
export function brandedSender(brand: BrandConfig, defaultFrom: string): string {
  const address = /<([^>]+)>/.exec(defaultFrom)?.[1]?.trim() ?? defaultFrom.trim();
  const name = brand.email_config.from_name.replace(/["\\\r\n]/g, '');
  return `"${name}" <${address}>`;
}

function renderText(brand: BrandConfig, content: BrandedEmailContent): string {
  const { quote_branding: qb } = brand;
  const lines = [content.heading, qb.header_tagline, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.rows?.length) {
    for (const row of content.rows) lines.push(`${row.label}: ${usd(row.amount)}`);
    lines.push('');
  }
  if (content.link) lines.push(`${content.link.label}: ${content.link.url}`, '');
  lines.push(qb.footer_message);
  const contact = brandContactLine(brand);
  if (contact) lines.push(contact);
  return lines.join('\n');
}

function renderHtml(brand: BrandConfig, content: BrandedEmailContent): SafeHtml {
  const { quote_branding: qb } = brand;
  const contact = brandContactLine(brand);
  const header = accessibleSolid(brand.colors.primary);
  const rows = content.rows?.length
    ? html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:16px 0">${content.rows.map(
        (row) =>
          html`<tr><td style="padding:6px 0;border-bottom:1px solid #e5e7eb;${row.strong ? 'font-weight:bold;' : ''}">${row.label}</td><td align="right" style="padding:6px 0;border-bottom:1px solid #e5e7eb;${row.strong ? 'font-weight:bold;' : ''}">${usd(row.amount)}</td></tr>`,
      )}</table>`
    : '';
  const link = content.link
    ? html`<p style="margin:24px 0"><a href="${content.link.url}" style="display:inline-block;background:${header.solid};color:${header.foreground};padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${content.link.label}</a></p><p style="font-size:12px;color:#6b7280;word-break:break-all">${content.link.url}</p>`
    : '';
  return html`<!doctype html>
<html><body style="margin:0;padding:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="background:${header.solid};color:${header.foreground};padding:24px;border-radius:8px 8px 0 0"><h1 style="margin:0;font-size:22px">${content.heading}</h1><p style="margin:6px 0 0">${qb.header_tagline}</p></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">${content.paragraphs.map((p) => html`<p style="margin:0 0 12px">${p}</p>`)}${rows}${link}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:13px;color:#4b5563"><p style="margin:0 0 6px">${qb.footer_message}</p>${contact ? html`<p style="margin:0">${contact}</p>` : ''}</td></tr>
</table></td></tr></table>
</body></html>`;
}

export function brandedEmail(
  brand: BrandConfig,
  options: { defaultFrom: string },
  content: BrandedEmailContent,
): EmailMessage {
  return {
    kind: content.kind,
    to: content.to,
    subject: content.subject,
    text: renderText(brand, content),
    html: renderHtml(brand, content).toString(),
    from: brandedSender(brand, options.defaultFrom),
    replyTo: brandReplyTo(brand),
    workspaceId: content.workspaceId,
    metadata: content.metadata,
  };
}
