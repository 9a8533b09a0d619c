import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import base from './vite.config';
import { preactCompatAliases } from './vite.preact';

// The public site's prerendered pages, built apart from the web app (decision record 033): one
// HTML entry, src/web/site.html, which scripts/prerender.mjs fills with each page's HTML, on
// Preact's React compatibility layer. The landing page must load at most 60 kB of gzip
// JavaScript (issue 17) and React's renderer alone is about 63 kB; the dashboard keeps React.
export default mergeConfig(base, {
  resolve: { alias: preactCompatAliases },
  build: {
    // Written beside the web app's files (hashed names cannot collide), so it must not empty them.
    emptyOutDir: false,
    // No modulepreload links added by script: a page's chunk brings its imports itself (the browser
    // fetches them as soon as it reads the chunk), as the entry already does on a prerendered page
    // (scripts/prerender.mjs). Adding one link per chunk was a long task of its own on a phone
    // (decision record 054).
    modulePreload: false,
    rolldownOptions: {
      input: fileURLToPath(new URL('./src/web/site.html', import.meta.url)),
    },
  },
});
