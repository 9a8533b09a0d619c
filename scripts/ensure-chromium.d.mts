// Types of ensure-chromium.mjs for TypeScript importers (playwright.config.ts).
export declare const CHROMIUM_PATH: string;
export declare const HEADLESS_SHELL_PATH: string;
export declare function ensureChromium(): void;
