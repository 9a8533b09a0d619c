import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import base from './vite.config';
import { preactCompatAliases } from './vite.preact';

// The widget's chat frame, built apart from the web app (decision record 028): one HTML entry,
// src/web/embed.html, with Preact's React compatibility layer standing in for React and
// react-dom. The frame runs on businesses' own sites, where its first load must stay small
// (at most 60 kB of gzip JavaScript, issue 17); the web app keeps React.
export default mergeConfig(base, {
  resolve: { alias: preactCompatAliases },
  build: {
    // Written beside the web app's files (hashed names cannot collide), so it must not empty them.
    emptyOutDir: false,
    rolldownOptions: {
      input: fileURLToPath(new URL('./src/web/embed.html', import.meta.url)),
      output: { codeSplitting: { groups: [] } },
    },
  },
});
