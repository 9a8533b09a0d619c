// Renders the public main-site pages to HTML for every brand (step 2 of `npm run build`).
// The browser hydrates them, so visitors and crawlers get the content before any JavaScript runs.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

function escapeAttribute(value) {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

function headTags(entry, path, page, brandName) {
  const url = `${entry.PRERENDER_CANONICAL_ORIGIN}${path}`;
  const description = page.description ?? '';
  const tags = [
    `<title>${escapeAttribute(page.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeAttribute(brandName)}" />`,
    `<meta property="og:title" content="${escapeAttribute(page.title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(description)}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ];
  if (page.status === 200) {
    tags.push(`<link rel="canonical" href="${url}" />`, `<meta property="og:url" content="${url}" />`);
  } else {
    tags.push('<meta name="robots" content="noindex" />');
  }
  return tags.join('\n    ');
}

/**
 * The app's entry becomes a <meta name="app-entry"> that the boot script loads after first paint
 * (see src/server/http/html-document.ts), and the preloads of its imports go: on a prerendered page
 * the content is already there, so the HTML and CSS should have the network to themselves.
 */
function deferAppStart(html) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error('index.html has no module entry script');
  return html
    .replace(entry[0], `<meta name="app-entry" content="${entry[1]}" />\n    `)
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
}

/**
 * The stylesheet goes inline: it is small (about 9 kB gzip) and every page needs it before it can
 * paint, so a separate request would only delay the first paint by a round trip.
 */
function inlineStylesheet(html, webDir) {
  const link = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/.exec(html);
  if (!link) throw new Error('index.html has no stylesheet link');
  const css = readFileSync(join(webDir, link[1]), 'utf8');
  if (css.includes('</style')) throw new Error('the stylesheet cannot be inlined safely');
  return html.replace(link[0], () => `<style>${css}</style>`);
}

function pageDocument(template, entry, path, page, brandName) {
  return template
    .replace(
      /<title>[\s\S]*?<\/title>\s*<meta name="description"[^>]*>/,
      headTags(entry, path, page, brandName),
    )
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="true">${page.html}</div>`);
}

export async function prerender(root) {
  const webDir = join(root, 'dist', 'web');
  const entry = await import(pathToFileURL(join(root, 'dist', 'prerender', 'entry-prerender.js')).href);
  // The public site's own build (site.html, on Preact) hydrates every prerendered page.
  const template = inlineStylesheet(deferAppStart(readFileSync(join(webDir, 'site.html'), 'utf8')), webDir);
  if (!template.includes('<div id="root"></div>')) throw new Error('site.html has no empty #root');
  const config = {
    publicUrl: entry.PRERENDER_PUBLIC_ORIGIN,
    dashboardUrl: entry.PRERENDER_DASHBOARD_ORIGIN,
    dashboardPort: 3001,
    demoMode: false,
    demoAccounts: [],
    // Stand-ins the server replaces with the brand's configured details, or removes with their line.
    brandContact: entry.PRERENDER_BRAND_CONTACT,
  };
  const outDir = join(webDir, 'prerendered');
  const paths = [...entry.PRERENDERED_PATHS, entry.NOT_FOUND_RENDER_PATH];
  for (const brand of entry.PRERENDER_BRANDS) {
    for (const path of paths) {
      const rendered = await entry.renderPage(`${entry.PRERENDER_PUBLIC_ORIGIN}${path}`, brand, config);
      if (rendered.status !== 200) throw new Error(`prerender ${path}: status ${rendered.status}`);
      // The catch-all route renders the not-found page; the server sends it with status 404.
      const page = path === entry.NOT_FOUND_RENDER_PATH ? { ...rendered, status: 404 } : rendered;
      const file = join(outDir, brand, entry.prerenderedFileName(path));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, pageDocument(template, entry, path, page, brandNameOf(page)));
    }
  }
  writeFileSync(
    join(outDir, 'manifest.json'),
    JSON.stringify({ pages: entry.PRERENDERED_PATHS, patterns: entry.mainSitePathPatterns() }, null, 2),
  );
  return paths.length * entry.PRERENDER_BRANDS.length;
}

/** "Page | Brand" → "Brand" (the title always ends with the brand's name). */
function brandNameOf(page) {
  const parts = page.title.split(' | ');
  return parts[parts.length - 1];
}
