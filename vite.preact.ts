// Preact's React compatibility layer in place of React and react-dom, for the builds whose pages
// must stay light (decision records 028 and 033): the widget's chat frame and the public site.
// The dashboard keeps React (vite.config.ts).
export const preactCompatAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
