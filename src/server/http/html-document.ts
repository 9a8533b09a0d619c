import { createHash } from 'node:crypto';
import { type BrandConfig, type BrandContact, brandCssVariables } from '../../domain/brands';
import {
  BRAND_CONTACT_LINE_PREFIX,
  PRERENDER_BRAND_CONTACT,
  PRERENDER_CANONICAL_ORIGIN,
  PRERENDER_DASHBOARD_ORIGIN,
  PRERENDER_PUBLIC_ORIGIN,
  type PrerenderedContactField,
} from '../../domain/prerender';
import { THEME_STORAGE_KEY } from '../../domain/ui-constants';
import { escapeHtml } from '../lib/html';

/**
 * Runs first on every page. It sets the light/dark class before first paint (a prerendered page
 * paints before the app runs), and on a prerendered page it starts the app only after that first
 * contentful paint (after the next frame where paint timing is unsupported; after 3 s at worst), so the page's HTML
 * and CSS get the network and the CPU first and the visitor sees content sooner.
 * Inline, so the CSP allows exactly this script by its hash.
 */
export const BOOT_SCRIPT = `(function(){var e=document.documentElement;try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});var d=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);e.classList.toggle('dark',d);e.style.colorScheme=d?'dark':'light'}catch(_){}var start=function(){var m=document.querySelector('meta[name="app-entry"]');if(!m)return;var done=false;var go=function(){if(done)return;done=true;var s=document.createElement('script');s.type='module';s.src=m.content;document.head.appendChild(s)};var paint=false;try{paint=PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0}catch(_){}if(paint){new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true});setTimeout(go,3000)}else requestAnimationFrame(function(){setTimeout(go,0)})};if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',start);else start()})();`;
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** Marks where the server writes the boot script and the browser config (see vite.html-shell.ts). */
const BOOT_MARKER = '<!--app-boot-->';
const CONFIG_ELEMENT_ID = 'app-config';

export interface DocumentContext {
  brand: BrandConfig;
  mode: 'main' | 'dashboard';
  /**
   * What GET /api/config answers on this host; the page gets the same, so the app starts without
   * asking: dashboardUrl is the dashboard of this brand, brandContact its configured details.
   */
  config: { publicUrl: string; dashboardUrl: string; brandContact?: BrandContact } & Record<string, unknown>;
  /** The origin this page is served on, for canonical and Open Graph URLs. */
  canonicalOrigin: string;
}

/** JSON inside <script> must not be able to close the element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

const CONTACT_LINE = new RegExp(`<data value="${BRAND_CONTACT_LINE_PREFIX}(\\w+)">[\\s\\S]*?</data>`, 'g');

/**
 * The brand's contact details into a prerendered page: each line marked for a detail the brand
 * has keeps it (the stand-in replaced by the value), each line for one it lacks goes, so no
 * stand-in and no made-up value reaches a visitor.
 */
export function fillBrandContact(html: string, contact: BrandContact = {}): string {
  // A removed line leaves the text separator React writes between two adjacent text nodes (the
  // line's component renders nothing there), or hydration would find them merged into one.
  let filled = html.replace(CONTACT_LINE, (line, field: string) =>
    contact[field as PrerenderedContactField] ? line : '<!-- -->',
  );
  for (const [field, standIn] of Object.entries(PRERENDER_BRAND_CONTACT)) {
    const value = contact[field as PrerenderedContactField];
    if (value) filled = filled.replaceAll(standIn, escapeHtml(value));
  }
  return filled;
}

/** Turns the built shell or a prerendered page into the document sent for one request. */
export function finalizeDocument(html: string, context: DocumentContext): string {
  const style = Object.entries(brandCssVariables(context.brand))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const boot = `<script>${BOOT_SCRIPT}</script>\n    <script id="${CONFIG_ELEMENT_ID}" type="application/json">${scriptSafeJson(context.config)}</script>`;
  return fillBrandContact(html, context.config.brandContact)
    .replace(
      '<html lang="en">',
      `<html lang="en" data-brand="${escapeHtml(context.brand.key)}" data-mode="${context.mode}" style="${escapeHtml(style)}">`,
    )
    .replace(BOOT_MARKER, boot)
    .replaceAll(PRERENDER_CANONICAL_ORIGIN, escapeHtml(trimSlash(context.canonicalOrigin)))
    .replaceAll(PRERENDER_PUBLIC_ORIGIN, escapeHtml(trimSlash(context.config.publicUrl)))
    .replaceAll(PRERENDER_DASHBOARD_ORIGIN, escapeHtml(trimSlash(context.config.dashboardUrl)));
}
