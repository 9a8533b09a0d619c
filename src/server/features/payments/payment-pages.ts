import { type BusinessIdentity, contactLinesOf } from '../../../domain/business-identity';
import { quoteCheckoutLines } from '../../../domain/checkout-lines';
import { formatUsd, fromCents, toCents } from '../../../domain/money';
import { RECEIPT_PATH } from '../../../domain/payments';
import { planById } from '../../../domain/plans';
import { html, type SafeHtml, trustedHtml } from '../../lib/html';
import type { CheckoutDetails } from './payments.repository';
import { fillSessionId } from './return-urls';

/**
 * Server-rendered pages of the payments feature: the built-in test checkout, the printable
 * receipt and their 404. No script (the CSP forbids inline scripts and none is needed: two forms
 * and links); inline styles are allowed by the CSP and keep each page one response.
 */

export const TEST_MODE_NOTICE = 'Test mode — no real card is charged';

export interface PurchaseLine {
  label: string;
  /** Formatted, e.g. "$2,800.00". */
  amount: string;
}

export interface PurchaseSummary {
  title: string;
  description: string | null;
  lines: PurchaseLine[];
  /** The amount of this checkout, formatted. */
  total: string;
  /** "per month" for subscriptions. */
  cadence: string | null;
}

function usd(amount: string | number): string {
  return formatUsd(fromCents(toCents(amount)));
}

/** What a checkout buys, itemised: the plan at its monthly price, or the quote's lines and tax, then the total. */
export function describePurchase(details: CheckoutDetails): PurchaseSummary {
  const { checkout, quote } = details;
  const total = usd(checkout.amount);
  if (checkout.kind === 'subscription') {
    const plan = checkout.planId ? planById(checkout.planId) : undefined;
    const name = plan?.name ?? checkout.planId ?? 'Subscription';
    return {
      title: `${name} plan`,
      description: plan?.description ?? null,
      lines: [{ label: `${name} — monthly subscription`, amount: total }],
      total,
      cadence: 'per month',
    };
  }
  // The lines add up to the charged total (an add-on is a line of its own); Stripe gets the same.
  const lines: PurchaseLine[] = quote
    ? quoteCheckoutLines(quote, toCents(checkout.amount)).map((line) => ({
        label: line.label,
        amount: formatUsd(fromCents(line.amountCents)),
      }))
    : [];
  return {
    title: quote ? `Quote ${quote.quoteNumber}` : 'Quote',
    description: quote?.description ?? null,
    lines,
    total,
    cadence: null,
  };
}

const BASE_STYLES = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}
h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
.card{background:#fff;border:1px solid #cbd5e1;border-radius:.75rem;padding:1rem 1.25rem}
.card>h2:first-child{margin-top:0}
.card+.card{margin-top:1rem}
table{width:100%;border-collapse:collapse}
th,td{padding:.5rem 0;border-bottom:1px solid #e2e8f0;text-align:left;vertical-align:top}
td.amount,th.amount{text-align:right;white-space:nowrap;padding-left:1rem}
tfoot th,tfoot td{border-bottom:0;font-weight:700;font-size:1.125rem}
dl{display:grid;grid-template-columns:minmax(7rem,auto) 1fr;gap:.25rem 1rem;margin:0}
dt{color:#475569}dd{margin:0;overflow-wrap:anywhere}
a{color:#3730a3}
a:focus-visible,button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.visually-hidden{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.muted{color:#475569}
`;

function page(options: { title: string; body: SafeHtml; extraStyles?: string }): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${options.title}</title>
<style>${trustedHtml(BASE_STYLES + (options.extraStyles ?? ''))}</style>
</head>
<body>
${options.body}
</body>
</html>`.value;
}

function purchaseTable(summary: PurchaseSummary, caption: string): SafeHtml {
  return html`<table>
<caption class="visually-hidden">${caption}</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="amount">Amount</th></tr></thead>
<tbody>
${summary.lines.map((line) => html`<tr><td>${line.label}</td><td class="amount">${line.amount}</td></tr>`)}
</tbody>
<tfoot><tr><th scope="row">Total${summary.cadence ? ` (${summary.cadence})` : ''}</th><td class="amount">${summary.total}</td></tr></tfoot>
</table>`;
}

const TEST_CHECKOUT_STYLES = `
.test-banner{margin:0;padding:.75rem 1rem;background:#fef3c7;color:#78350f;border-bottom:2px solid #d97706;text-align:center;font-weight:600}
.test-banner strong{display:inline-block;margin-right:.5rem;padding:0 .5rem;border-radius:.25rem;background:#78350f;color:#fff;letter-spacing:.05em}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
.actions form{flex:1 1 12rem;margin:0}
button{width:100%;min-height:3rem;padding:.75rem 1rem;border-radius:.5rem;font:inherit;font-weight:600;cursor:pointer}
button.pay{background:#4338ca;color:#fff;border:2px solid #4338ca}
button.cancel{background:#fff;color:#0f172a;border:2px solid #64748b}
.state{padding:1rem;border-radius:.5rem;background:#e0e7ff;font-weight:600}
.links{display:flex;flex-wrap:wrap;gap:1rem;margin-top:1rem}
.seller{margin:-.5rem 0 1rem;font-size:1.125rem}
`;

export function testCheckoutActionPath(
  providerSessionId: string,
  action: 'pay' | 'cancel' | 'renew',
): string {
  return `/api/payments/test-checkout/${encodeURIComponent(providerSessionId)}/${action}`;
}

/**
 * The built-in checkout: who is paid (a quote's business), what is bought, by whom, and Pay /
 * Cancel while the session is open.
 */
export function renderTestCheckoutPage(
  details: CheckoutDetails,
  seller: Pick<BusinessIdentity, 'name'> | null = null,
): string {
  const { checkout } = details;
  const summary = describePurchase(details);
  const id = checkout.providerSessionId;
  const receiptUrl = `${RECEIPT_PATH}/${encodeURIComponent(id)}`;

  let actions: SafeHtml;
  if (checkout.paymentStatus === 'paid') {
    actions = html`<p class="state" role="status">This test payment is complete.</p>
<p class="links"><a href="${fillSessionId(checkout.successUrl, id)}">Continue</a> <a href="${receiptUrl}">View receipt</a></p>`;
  } else if (checkout.status === 'expired' || checkout.status === 'canceled') {
    const state = checkout.status === 'expired' ? 'has expired' : 'was canceled';
    actions = html`<p class="state" role="status">This checkout ${state}. No payment was made.</p>
<div class="actions">
<form method="post" action="${testCheckoutActionPath(id, 'renew')}"><button type="submit" class="pay">Start a new checkout</button></form>
</div>
<p class="links"><a href="${checkout.cancelUrl}">Return to the site</a></p>`;
  } else {
    actions = html`<div class="actions">
<form method="post" action="${testCheckoutActionPath(id, 'pay')}"><button type="submit" class="pay">Pay ${summary.total}${summary.cadence ? ` ${summary.cadence}` : ''} (test)</button></form>
<form method="post" action="${testCheckoutActionPath(id, 'cancel')}"><button type="submit" class="cancel">Cancel</button></form>
</div>
<p class="muted">Pay completes the order exactly as a real payment would, without asking for card details. Cancel returns you to the site and nothing is charged; this checkout stays open until it expires.</p>`;
  }

  const body = html`<p class="test-banner" role="note"><strong>TEST MODE</strong> ${TEST_MODE_NOTICE}.</p>
<main>
<h1>Test checkout</h1>
${seller ? html`<p class="seller">Paying <strong>${seller.name}</strong></p>` : ''}
<section class="card" aria-labelledby="purchase-heading">
<h2 id="purchase-heading">${summary.title}</h2>
${summary.description ? html`<p class="muted">${summary.description}</p>` : ''}
${purchaseTable(summary, 'What you are paying for')}
</section>
<h2>Your details</h2>
<dl class="card">
<dt>E-mail</dt><dd>${checkout.email || '—'}</dd>
${checkout.businessName ? html`<dt>Business</dt><dd>${checkout.businessName}</dd>` : ''}
</dl>
${actions}
</main>`;
  return page({
    title: `Test checkout: ${summary.title}${seller ? ` — ${seller.name}` : ''} (TEST MODE)`,
    body,
    extraStyles: TEST_CHECKOUT_STYLES,
  });
}

const RECEIPT_STYLES = `
header.receipt-head{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:.5rem;margin-bottom:1rem}
.brand{font-size:1.25rem;font-weight:700;margin:0}
.test-mark{display:inline-block;padding:.125rem .5rem;border:2px solid #b45309;border-radius:.25rem;color:#78350f;background:#fef3c7;font-weight:700;letter-spacing:.05em}
.paid{font-size:1.5rem;font-weight:700;margin:.25rem 0 0}
.print-hint{margin-top:1.5rem;padding:.75rem 1rem;border:1px dashed #94a3b8;border-radius:.5rem}
@media print{
  body{background:#fff}
  main{max-width:none;padding:0}
  .card{border:0;padding:0}
  .print-hint{display:none}
  a{color:inherit;text-decoration:none}
}
`;

export function receiptNumberOf(details: CheckoutDetails): string {
  const paidAt = details.checkout.completedAt ?? details.checkout.createdAt;
  const day = paidAt.toISOString().slice(0, 10).replaceAll('-', '');
  return `R-${day}-${details.checkout.id.slice(0, 8).toUpperCase()}`;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/**
 * How to reach the seller about a payment: the business's real details, one per line; nothing
 * at all when none is known (never a placeholder address).
 */
function sellerContact(business: Pick<BusinessIdentity, 'name' | 'contact'>): SafeHtml | string {
  const lines = contactLinesOf(business.contact);
  if (lines.length === 0) return '';
  return html`<section class="card" aria-labelledby="contact-heading">
<h2 id="contact-heading">Questions about this payment?</h2>
<p class="muted">Contact ${business.name}:</p>
${lines.map((line) => html`<p>${line}</p>`)}
</section>`;
}

/**
 * A printable receipt of a paid checkout; the browser's Print saves it as a PDF. `business` is
 * the seller: the quote's business, or the platform's brand for a plan.
 */
export function renderReceiptPage(
  details: CheckoutDetails,
  business: Pick<BusinessIdentity, 'name' | 'contact'>,
): string {
  const { checkout } = details;
  const summary = describePurchase(details);
  const test = checkout.provider === 'test';
  const paidAt = checkout.completedAt ?? checkout.createdAt;
  const number = receiptNumberOf(details);
  const provider = test ? 'Built-in test checkout (no card was charged)' : 'Stripe';
  const reference = details.providerPaymentId ?? checkout.providerSessionId;

  const body = html`<main>
<header class="receipt-head">
<p class="brand">${business.name}</p>
${test ? html`<p class="test-mark" role="note">TEST MODE</p>` : ''}
</header>
<h1>Receipt ${number}</h1>
<section class="card" aria-labelledby="paid-heading">
<h2 id="paid-heading">Amount paid</h2>
<p class="paid">${summary.total}</p>
<dl>
<dt>Receipt number</dt><dd>${number}</dd>
<dt>Date paid</dt><dd>${DATE_FORMAT.format(paidAt)} UTC</dd>
<dt>E-mail</dt><dd>${checkout.email || '—'}</dd>
${checkout.businessName ? html`<dt>Business</dt><dd>${checkout.businessName}</dd>` : ''}
<dt>Paid with</dt><dd>${provider}</dd>
<dt>Reference</dt><dd>${reference}</dd>
</dl>
</section>
<section class="card" aria-labelledby="items-heading">
<h2 id="items-heading">${summary.title}</h2>
${summary.description ? html`<p class="muted">${summary.description}</p>` : ''}
${purchaseTable(summary, 'What was paid for')}
</section>
${test ? html`<p><strong>TEST MODE:</strong> ${TEST_MODE_NOTICE}; this receipt is not proof of a real payment.</p>` : ''}
${sellerContact(business)}
<p class="print-hint">To save this receipt as a PDF, use your browser's Print command (Ctrl+P, or ⌘P on a Mac) and choose “Save as PDF”.</p>
</main>`;
  return page({ title: `Receipt ${number} — ${business.name}`, body, extraStyles: RECEIPT_STYLES });
}

export function renderPaymentMessagePage(options: { title: string; message: string }): string {
  const body = html`<main>
<h1>${options.title}</h1>
<p>${options.message}</p>
<p><a href="/">Return to Home</a></p>
</main>`;
  return page({ title: options.title, body });
}
