/** The year `npm run build` ran in (vite.config.ts `define`): what prerendered pages show. */
declare const __BUILD_YEAR__: number;
