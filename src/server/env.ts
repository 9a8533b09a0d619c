import { createPublicKey } from 'node:crypto';
import { z } from 'zod';
import { AUTOMATION_DEFAULT_DELAY_SECONDS } from '../domain/automations';
import { applyBrandSettings, brandSettingsSchema } from '../domain/brand-settings';
import type { BrandConfig, BrandKey } from '../domain/brands';
import { INBOX_REPLY_EMAIL_DEFAULT_SECONDS } from '../domain/inbox';
import { GHL_PUBLISHED_WEBHOOK_PUBLIC_KEY } from './integrations/gohighlevel/ghl-webhook-key';

/**
 * The only reader of process.env. Every setting is parsed once at boot; a bad value stops
 * start-up with one line that names the variable. The browser never sees this object: what it
 * may know is in `publicConfig` (an explicit allow-list).
 */

const port = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const n = Number(v);
      if (!/^\d+$/.test(v) || n < 1 || n > 65535) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number from 1 to 65535 (got "${v}")` });
        return z.NEVER;
      }
      return n;
    });

/**
 * PostgreSQL settings for the embedded database, `name=value` separated by spaces (say
 * `shared_preload_libraries=pg_stat_statements pg_stat_statements.track=all`). Given to the server
 * as `-c name=value` after the built-in ones, so they win. Unset: none.
 */
const postgresSettings = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const settings = (v ?? '').split(/\s+/).filter(Boolean);
    const bad = settings.find((setting) => !/^[a-z_][a-z0-9_.]*=[^\s=]+$/i.test(setting));
    if (bad !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `must be PostgreSQL settings as name=value separated by spaces (got "${bad}")`,
      });
      return z.NEVER;
    }
    return settings;
  });

/** A whole number from 1 to `max` (limits, delays in seconds, time-outs in ms). */
const wholeNumber = (fallback: number, max = 1_000_000_000) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const n = Number(v);
      if (!/^\d+$/.test(v) || n < 1 || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number from 1 to ${max} (got "${v}")` });
        return z.NEVER;
      }
      return n;
    });

const flag = <T extends boolean | undefined>(fallback: T) =>
  z
    .string()
    .optional()
    .transform((v, ctx): boolean | T => {
      if (v === undefined || v === '') return fallback;
      if (['1', 'true', 'yes', 'on'].includes(v.toLowerCase())) return true;
      if (['0', 'false', 'no', 'off'].includes(v.toLowerCase())) return false;
      ctx.addIssue({ code: 'custom', message: `must be true or false (got "${v}")` });
      return z.NEVER;
    });

const url = (protocols: string[], what: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      let parsed: URL;
      try {
        parsed = new URL(v);
      } catch {
        ctx.addIssue({ code: 'custom', message: `must be ${what} (could not parse it as a URL)` });
        return z.NEVER;
      }
      if (!protocols.includes(parsed.protocol)) {
        ctx.addIssue({ code: 'custom', message: `must be ${what} (got protocol "${parsed.protocol}")` });
        return z.NEVER;
      }
      if (
        protocols.some((p) => p.startsWith('postgres')) &&
        (!parsed.hostname || parsed.pathname.length < 2)
      ) {
        ctx.addIssue({ code: 'custom', message: `must be ${what} with a host and a database name` });
        return z.NEVER;
      }
      return v.replace(/\/$/, '');
    });

/**
 * A PEM public key of the given type (SPKI). Environment files often carry it on one line with
 * literal \\n, so those are turned back into line breaks.
 */
const publicKeyPem = (type: 'rsa' | 'ed25519', fallback?: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return fallback;
      const pem = v.replace(/\\n/g, '\n').trim();
      let keyType: string | undefined;
      try {
        keyType = createPublicKey(pem).asymmetricKeyType;
      } catch {
        keyType = undefined;
      }
      if (keyType !== type) {
        ctx.addIssue({
          code: 'custom',
          message: `must be an ${type === 'rsa' ? 'RSA' : 'Ed25519'} public key in PEM form (-----BEGIN PUBLIC KEY-----)`,
        });
        return z.NEVER;
      }
      return pem;
    });

const text = () =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port(3000),
  DASHBOARD_PORT: port(3001),
  PUBLIC_URL: url(['http:', 'https:'], 'an http(s) URL such as https://example.com'),
  DASHBOARD_URL: url(['http:', 'https:'], 'an http(s) URL such as https://app.example.com'),
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'a postgres:// URL'),
  // The same database without a transaction pooler in between, for what holds a session: the
  // LISTEN connection and the migrations' lock. Unset: DATABASE_URL serves both.
  DATABASE_DIRECT_URL: url(['postgres:', 'postgresql:'], 'a postgres:// URL'),
  DATA_DIR: z.string().min(1).default('.data'),
  // Free space DATA_DIR must have at start (the embedded database and uploads live there).
  DATA_DIR_MIN_FREE_MB: z.coerce.number().int().min(0).default(64),
  EMBEDDED_PG_PORT: port(54329),
  EMBEDDED_PG_SETTINGS: postgresSettings,
  // On SIGTERM, how long the process keeps serving with /api/ready at 503 before it closes its
  // listeners, so a proxy's readiness check takes it out first. Bounded: the whole stop has 9 s.
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(3).default(0),
  // Unset means: on with the embedded database outside production, off otherwise (the demo
  // admin's password is public, so a deployment on a real database must ask for it explicitly).
  SEED_DEMO: flag(undefined),
  DEMO_MODE: flag(undefined),
  AUTH_SECRET: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || v.length >= 32, 'must be at least 32 characters'),
  TRUST_PROXY: flag(false),
  TRUSTED_ORIGINS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const origins = (v ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean);
      for (const origin of origins) {
        let parsed: URL | undefined;
        try {
          parsed = new URL(origin);
        } catch {
          parsed = undefined;
        }
        if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== origin) {
          ctx.addIssue({
            code: 'custom',
            message: `must list origins like https://brand.example.com (got "${origin}")`,
          });
          return z.NEVER;
        }
      }
      return origins;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: url(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL'),
  MAIL_FROM: text(),
  AI_PROVIDER: z.enum(['builtin', 'openai', 'anthropic']).default('builtin'),
  AI_BASE_URL: url(['http:', 'https:'], 'an http(s) URL'),
  AI_API_KEY: text(),
  AI_MODEL: text(),
  /** A whole LLM turn, tool calls included; past it the built-in engine answers instead. */
  AI_TIMEOUT_MS: wholeNumber(15_000, 120_000),
  /** Output tokens per model call (bounds cost and reply length). */
  AI_MAX_OUTPUT_TOKENS: wholeNumber(600, 8192),
  /** Chat turns a client address may send per minute (state in Postgres, shared by all processes). */
  CHAT_TURNS_PER_MINUTE_PER_IP: wholeNumber(30),
  /** Accounts one client address may create per hour (an office behind one address may need more). */
  AUTH_SIGN_UPS_PER_HOUR_PER_IP: wholeNumber(10),
  /** Chat turns one conversation may take per minute. */
  CHAT_TURNS_PER_MINUTE_PER_CONVERSATION: wholeNumber(12),
  /**
   * Chat turns per minute a workspace may take from calls without an Origin header (another server
   * using its public key; browsers always send one).
   */
  CHAT_SERVER_TURNS_PER_MINUTE_PER_WORKSPACE: wholeNumber(60),
  /**
   * New e-mail addresses a client address may type into chats per hour: each may receive mail
   * (the chat's quote, the abandoned-chat nudge) nobody verified it wanted.
   */
  CHAT_TYPED_EMAILS_PER_HOUR_PER_IP: wholeNumber(10),
  // Follow-up e-mail delays (spec: reminder 2 h after the quote e-mail, upsell 24 h after the
  // quote is approved, abandoned chat 30 min after its last message).
  AUTOMATION_QUOTE_REMINDER_SECONDS: wholeNumber(AUTOMATION_DEFAULT_DELAY_SECONDS.quoteReminder),
  AUTOMATION_UPSELL_SECONDS: wholeNumber(AUTOMATION_DEFAULT_DELAY_SECONDS.upsellOffer),
  AUTOMATION_ABANDONED_CHAT_SECONDS: wholeNumber(AUTOMATION_DEFAULT_DELAY_SECONDS.abandonedChat),
  /** How long a team member's reply waits for the visitor in the chat before it is e-mailed to them. */
  INBOX_REPLY_EMAIL_SECONDS: wholeNumber(INBOX_REPLY_EMAIL_DEFAULT_SECONDS),
  STRIPE_SECRET_KEY: text(),
  STRIPE_WEBHOOK_SECRET: text(),
  GHL_CLIENT_ID: text(),
  GHL_CLIENT_SECRET: text(),
  GHL_API_BASE: url(['http:', 'https:'], 'an http(s) URL'),
  /** The provider's choose-location page (the white-label host differs); tests point it at a fake. */
  GHL_AUTHORIZE_URL: url(['http:', 'https:'], 'an http(s) URL'),
  /** Checks the provider's `x-wh-signature` on webhooks (RSA-SHA256); default: its published key. */
  GHL_WEBHOOK_PUBLIC_KEY: publicKeyPem('rsa', GHL_PUBLISHED_WEBHOOK_PUBLIC_KEY),
  /** Checks `x-ghl-signature` (Ed25519) when set; webhooks without that header fall back to RSA. */
  GHL_WEBHOOK_ED25519_PUBLIC_KEY: publicKeyPem('ed25519'),
  /**
   * The Meta app's secret: checks X-Hub-Signature-256 on Messenger and Instagram webhooks. Unset:
   * the webhook answers 503 and connecting social accounts is shown as not set up.
   */
  META_APP_SECRET: text(),
  /** What the Meta app's webhook settings send as hub.verify_token when subscribing. */
  META_VERIFY_TOKEN: text(),
  /** The Graph API, version included; tests point it at a fake. */
  META_GRAPH_API_BASE: url(['http:', 'https:'], 'an http(s) URL'),
  /** Seals stored CRM and social Page tokens (AES-256-GCM): 32 random bytes, base64. Unset: one is kept in DATA_DIR. */
  TOKEN_ENCRYPTION_KEY: z
    .string()
    .optional()
    .refine(
      (v) => v === undefined || v === '' || Buffer.from(v.trim(), 'base64').length === 32,
      'must be 32 random bytes in base64 (e.g. openssl rand -base64 32)',
    ),
  ALLOW_PRIVATE_FETCH: flag(false),
  // Each brand's contact details and host names, as JSON: {"weprintwraps": {"supportEmail": ...}}.
  BRAND_SETTINGS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return {};
      let json: unknown;
      try {
        json = JSON.parse(v);
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'must be JSON, e.g. {"weprintwraps":{"phone":"+1 555 010 0200"}}',
        });
        return z.NEVER;
      }
      const parsed = brandSettingsSchema.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        ctx.addIssue({ code: 'custom', message: `${issue.path.join('.')} ${issue.message}` });
        return z.NEVER;
      }
      return parsed.data;
    }),
});

/** Every variable read here; the README's configuration table (and so the Docs page) lists each. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(schema.shape);

export type Env = Omit<z.infer<typeof schema>, 'SEED_DEMO' | 'DEMO_MODE'> & {
  SEED_DEMO: boolean;
  DEMO_MODE: boolean;
  /** The brands with BRAND_SETTINGS applied: what pages, e-mails and the brand rows use. */
  brands: Record<BrandKey, BrandConfig>;
  publicUrl: string;
  dashboardUrl: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses a set of variables; throws ConfigError with one line naming the first bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}`);
  }
  const env = result.data;
  if (env.PORT === env.DASHBOARD_PORT) {
    throw new ConfigError(
      `Invalid configuration: DASHBOARD_PORT must differ from PORT (both are ${env.PORT})`,
    );
  }
  if (env.DATABASE_DIRECT_URL && !env.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration: DATABASE_DIRECT_URL is only used with DATABASE_URL (set both, or neither for the embedded database)',
    );
  }
  const production = env.NODE_ENV === 'production';
  if (production && !env.AUTH_SECRET) {
    throw new ConfigError(
      'Invalid configuration: AUTH_SECRET must be set in production (32+ random characters)',
    );
  }
  // Links in e-mails and redirects are built from these; localhost would be wrong in production.
  for (const name of ['PUBLIC_URL', 'DASHBOARD_URL'] as const) {
    if (production && !env[name]) {
      throw new ConfigError(
        `Invalid configuration: ${name} must be set in production (e.g. https://example.com)`,
      );
    }
  }
  if (env.AI_PROVIDER !== 'builtin' && !env.AI_MODEL) {
    throw new ConfigError(
      `Invalid configuration: AI_MODEL must be set when AI_PROVIDER is ${env.AI_PROVIDER} (e.g. gpt-4o-mini, llama3.1)`,
    );
  }
  if (env.AI_PROVIDER === 'anthropic' && !env.AI_API_KEY) {
    throw new ConfigError('Invalid configuration: AI_API_KEY must be set when AI_PROVIDER is anthropic');
  }
  const demoByDefault = !production && !env.DATABASE_URL;
  return {
    ...env,
    SEED_DEMO: env.SEED_DEMO ?? demoByDefault,
    brands: applyBrandSettings(env.BRAND_SETTINGS),
    DEMO_MODE: env.DEMO_MODE ?? demoByDefault,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    dashboardUrl: env.DASHBOARD_URL ?? `http://localhost:${env.DASHBOARD_PORT}`,
  };
}

let cached: Env | undefined;

/** Reads process.env once. On a bad value prints the one-line reason and exits. */
export function loadEnv(): Env {
  if (cached) return cached;
  try {
    cached = parseEnv(process.env);
    return cached;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** What the browser may know about the server's configuration. Nothing secret goes here. */
export function publicConfig(env: Env) {
  return {
    publicUrl: env.publicUrl,
    dashboardUrl: env.dashboardUrl,
    dashboardPort: env.DASHBOARD_PORT,
    demoMode: env.DEMO_MODE,
  };
}
export type PublicConfig = ReturnType<typeof publicConfig>;
