/**
 * Server-rendered pages (the test checkout, receipts) and the served app shell are plain strings,
 * not React, so every value placed into them goes through escapeHtml (text and double-quoted
 * attributes alike).
 */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"'`]/g, (ch) => ENTITIES[ch]!);
}

/** A tagged template that escapes every interpolated value unless it is already SafeHtml. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** Markup written in this codebase (a style sheet constant), never anything a user sent. */
export function trustedHtml(value: string): SafeHtml {
  return new SafeHtml(value);
}

type HtmlValue = SafeHtml | string | number | null | undefined | false | HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  if (value instanceof SafeHtml) return value.value;
  return escapeHtml(value);
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}
