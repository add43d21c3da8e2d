import { z } from 'zod';

/** Google's published reCAPTCHA v2 test keys: every verification passes, no real challenge. */
const RECAPTCHA_TEST_SITE_KEY = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI';
const RECAPTCHA_TEST_SECRET_KEY = '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe';

const DEFAULT_DEMO_PORT = 4010;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\/\S+$/, { message: 'must be a postgres:// or postgresql:// URL' });
const smtpUrl = z.string().regex(/^smtps?:\/\/\S+$/, { message: 'must be an smtp:// or smtps:// URL' });
/** 'no-reply@immo.be' or 'Immo Peeters <no-reply@immo.be>'. */
const mailbox = z.string().regex(/^([^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, {
  message: 'must be an e-mail address, optionally as "Name <address>"',
});

const environmentSchema = z.object({
  CONTENT_API_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  DEMO_CONTENT_SERVICE_PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(65535).default(DEFAULT_DEMO_PORT),
  ),
  CONTENT_API_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(100).default(8000)),
  CONTENT_CACHE_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(60)),
  CONTENT_CACHE_MAX_MB: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(32)),
  CONTENT_MAX_BYTES: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .min(1024)
      .default(4 * 1024 * 1024),
  ),
  REVALIDATE_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  ),
  // Unset (or '*'): every site the content service knows, each found by the request's host name.
  SITE_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^([\w-]+|\*)$/, { message: "must be a site id, or '*' to serve every site by host name" })
      .optional(),
  ),
  TRUST_FORWARDED_HOST: z.preprocess(emptyAsUndefined, z.stringbool().default(false)),
  TRUSTED_PROXY_HOPS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(10).default(0)),
  SITE_CACHE_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(300)),
  SITE_CACHE_MAX_HOSTS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(1000)),
  PREVIEW_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  ),
  SITE_URL: z.preprocess(emptyAsUndefined, z.url().default('http://localhost:3000')),
  MAP_TILE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((url) => url.includes('{z}') && url.includes('{x}') && url.includes('{y}'), {
        message: 'must contain {z}, {x} and {y}',
      })
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  ),
  MAP_TILE_ATTRIBUTION: z.preprocess(
    emptyAsUndefined,
    z.string().default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'),
  ),
  // Tiles reach the browser through the site's /tiles route (src/server/tiles), never from MAP_TILE_URL.
  MAP_TILE_USER_AGENT: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  MAP_TILE_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(100).default(5000)),
  MAP_TILE_MAX_ZOOM: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(19).default(19)),
  MAP_TILE_CACHE_MB: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(64)),
  RECAPTCHA_SITE_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).default(RECAPTCHA_TEST_SITE_KEY)),
  RECAPTCHA_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).default(RECAPTCHA_TEST_SECRET_KEY)),
  RECAPTCHA_HOSTNAMES: z.preprocess(emptyAsUndefined, z.string().optional()),
  DATABASE_URL: z.preprocess(emptyAsUndefined, postgresUrl.optional()),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('data')),
  SMTP_URL: z.preprocess(emptyAsUndefined, smtpUrl.optional()),
  MAIL_FROM: z.preprocess(emptyAsUndefined, mailbox.default('Vitrine <no-reply@localhost>')),
  AGENCY_MAIL_TO: z.preprocess(emptyAsUndefined, z.email().optional()),
  MAIL_POLL_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(30)),
  MAIL_RETRY_BASE_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(30)),
  MAIL_MAX_ATTEMPTS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(40)),
  ALERTS_INTERVAL_MINUTES: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).default(60)),
  RATE_LIMIT_PER_MINUTE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(10)),
  MAILS_PER_ADDRESS_PER_HOUR: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(5)),
  PAGE_CACHE_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(30)),
  PAGE_CACHE_MAX_MB: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(8)),
  NEXT_CACHE_MAX_MB: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(16)),
});

export type AppConfig = ReturnType<typeof parseConfig>;

/** One pinned site; null (unset or '*'): each request's site is found by its host name. */
const siteIdOf = (setting: string | undefined) => (setting === undefined || setting === '*' ? null : setting);

/** Parses the environment once; a bad value throws with every problem listed, by variable name. */
export function parseConfig(environment: Record<string, string | undefined>) {
  const result = environmentSchema.safeParse(environment);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = result.data;
  return {
    contentApiUrl: env.CONTENT_API_URL ?? `http://127.0.0.1:${env.DEMO_CONTENT_SERVICE_PORT}`,
    usesDemoContentService: env.CONTENT_API_URL === undefined,
    demoContentServicePort: env.DEMO_CONTENT_SERVICE_PORT,
    contentApiTimeoutMs: env.CONTENT_API_TIMEOUT_MS,
    contentCacheSeconds: env.CONTENT_CACHE_SECONDS,
    /** Memory the kept content-service answers may take (least recently used answers go first). */
    contentCacheBytes: env.CONTENT_CACHE_MAX_MB * 1024 * 1024,
    /** The longest content-service answer read; longer ones fail at once. */
    contentMaxBytes: env.CONTENT_MAX_BYTES,
    /** Signs the revalidation webhook (POST /api/revalidate); unset: the webhook does not exist. */
    revalidateSecret: env.REVALIDATE_SECRET ?? null,
    /** One pinned site; null (unset or '*'): each request's site is found by its host name. */
    siteId: siteIdOf(env.SITE_ID),
    /** Sites by host name read the host from x-forwarded-host, not Host, behind a trusted proxy. */
    trustForwardedHost: env.TRUST_FORWARDED_HOST,
    /**
     * Proxies of the deployment in front of the site (0: none). Only then are X-Forwarded-For,
     * Forwarded, X-Real-IP and X-Forwarded-Proto read; otherwise the socket says who asks.
     */
    trustedProxyHops: env.TRUSTED_PROXY_HOPS,
    /** How long a host name → site answer is kept. */
    siteCacheSeconds: env.SITE_CACHE_SECONDS,
    /** Anyone can send any Host header: at most this many host names are kept. */
    siteCacheMaxHosts: env.SITE_CACHE_MAX_HOSTS,
    /** Signs the back-office preview links; unset: preview links are refused. */
    previewSecret: env.PREVIEW_SECRET ?? null,
    siteUrl: env.SITE_URL.replace(/\/$/, ''),
    mapTileUrl: env.MAP_TILE_URL,
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION,
    /** Sent to the tile server: the site's name and a contact, as tile usage policies ask. */
    mapTileUserAgent:
      env.MAP_TILE_USER_AGENT ?? `Vitrine real-estate site (+${env.SITE_URL.replace(/\/$/, '')})`,
    mapTileTimeoutMs: env.MAP_TILE_TIMEOUT_MS,
    mapTileMaxZoom: env.MAP_TILE_MAX_ZOOM,
    /** Memory the kept map tiles may take (least recently used tiles go first). */
    mapTileCacheBytes: env.MAP_TILE_CACHE_MB * 1024 * 1024,
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY,
    recaptchaSecretKey: env.RECAPTCHA_SECRET_KEY,
    /** Host names a solved captcha may come from; by default the host of SITE_URL. */
    recaptchaHostnames: (env.RECAPTCHA_HOSTNAMES ?? new URL(env.SITE_URL).hostname)
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host !== ''),
    /** With sites by host name and no RECAPTCHA_HOSTNAMES: each request's site names its own hosts. */
    recaptchaHostnamesFromSite: env.RECAPTCHA_HOSTNAMES === undefined && siteIdOf(env.SITE_ID) === null,
    usesRecaptchaTestKeys: env.RECAPTCHA_SECRET_KEY === RECAPTCHA_TEST_SECRET_KEY,
    /** Unset: the embedded PGlite database under `${dataDir}/db`. */
    databaseUrl: env.DATABASE_URL ?? null,
    dataDir: env.DATA_DIR,
    /** Unset: mails are written as .eml files under `${dataDir}/mail`. */
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    /** Unset: contact requests go to the address the content service gives for the site. */
    agencyMailTo: env.AGENCY_MAIL_TO ?? null,
    mailPollSeconds: env.MAIL_POLL_SECONDS,
    mailRetryBaseSeconds: env.MAIL_RETRY_BASE_SECONDS,
    mailMaxAttempts: env.MAIL_MAX_ATTEMPTS,
    /** 0 switches the scheduled alerts off (`npm run alerts` still runs them once); fractions allowed. */
    alertsIntervalMinutes: env.ALERTS_INTERVAL_MINUTES,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    /** Requests that mail an address a visitor typed (receipt, friend, confirmation), per address. */
    mailsPerAddressPerHour: env.MAILS_PER_ADDRESS_PER_HOUR,
    /** How long a rendered page is handed out as it is (0: no page cache); see src/server/page-cache. */
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    pageCacheMaxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
    /** Next's own in-memory cache (next.config.ts's cacheMaxMemorySize); 0 keeps nothing in memory. */
    nextCacheBytes: env.NEXT_CACHE_MAX_MB * 1024 * 1024,
  };
}

export const config = parseConfig(process.env);
