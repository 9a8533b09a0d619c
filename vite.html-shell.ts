import type { Plugin } from 'vite';

// What every HTML entry shares (src/web/index.html for the web app, site.html for the prerendered
// public site, embed.html for the widget's chat frame), written once: each file keeps only its
// own title, description and script, and marks where the shared parts go. `<!--app-boot-->` is
// where the server later writes the boot script and the browser config (html-document.ts).
const SHARED_HEAD = `<meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="color-scheme" content="light dark" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <!--app-boot-->`;

const NO_SCRIPT = `<noscript>
      <p style="font-family: system-ui, sans-serif; padding: 1.5rem; max-width: 40rem">
        This site needs JavaScript to run. Please enable JavaScript in your browser and reload the page.
      </p>
    </noscript>`;

const MARKERS = { '<!--shared-head-->': SHARED_HEAD, '<!--shared-noscript-->': NO_SCRIPT };

export function htmlShell(): Plugin {
  return {
    name: 'html-shell',
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        let out = html;
        for (const [marker, shared] of Object.entries(MARKERS)) {
          // A missing marker would ship a page without its charset or viewport: fail the build.
          if (!out.includes(marker)) throw new Error(`${context.filename} has no ${marker}`);
          out = out.replace(marker, shared);
        }
        return out;
      },
    },
  };
}
