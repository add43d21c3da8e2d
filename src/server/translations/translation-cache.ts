import type { Locale } from '@/i18n/locales';

export type RemoteTexts = Readonly<Record<string, string>>;

export type TranslationCacheOptions = {
  load: (locale: Locale) => Promise<RemoteTexts>;
  /** How long a loaded set is served before it is loaded again. */
  freshForMs: number;
  /** After a failure, how long the site keeps its fallback before it asks the service again. */
  retryAfterMs: number;
  now?: () => number;
  logger?: Pick<Console, 'warn' | 'info'>;
};

type Entry = { texts: RemoteTexts; expiresAt: number; failing: boolean };

const NONE: RemoteTexts = Object.freeze({});

/**
 * The content service's texts per language, kept in memory and refreshed in the background once
 * they are older than `freshForMs` (visitors never wait for a refresh, only for the very first
 * load). When the service fails, the last texts it gave stay in use; with none yet, the site runs
 * on its bundled messages. A failure is logged once, when it starts, not on every request.
 */
export function createTranslationCache({
  load,
  freshForMs,
  retryAfterMs,
  now = Date.now,
  logger = console,
}: TranslationCacheOptions) {
  const entries = new Map<Locale, Entry>();
  const loading = new Map<Locale, Promise<RemoteTexts>>();

  async function refresh(locale: Locale): Promise<RemoteTexts> {
    const previous = entries.get(locale);
    try {
      const texts = await load(locale);
      if (previous?.failing) logger.info(`Translations (${locale}) of the content service are back`);
      entries.set(locale, { texts, expiresAt: now() + freshForMs, failing: false });
      return texts;
    } catch (error) {
      if (!previous?.failing) {
        logger.warn(
          `Translations (${locale}) of the content service failed; using ${previous ? 'the last ones loaded' : 'the bundled messages'}`,
          error instanceof Error ? error.message : error,
        );
      }
      const texts = previous?.texts ?? NONE;
      entries.set(locale, { texts, expiresAt: now() + retryAfterMs, failing: true });
      return texts;
    }
  }

  function refreshOnce(locale: Locale): Promise<RemoteTexts> {
    const running = loading.get(locale);
    if (running) return running;
    const started = refresh(locale).finally(() => loading.delete(locale));
    loading.set(locale, started);
    return started;
  }

  return {
    /** The texts to lay over the bundled messages; never throws. */
    async get(locale: Locale): Promise<RemoteTexts> {
      const entry = entries.get(locale);
      if (!entry) return refreshOnce(locale);
      if (now() >= entry.expiresAt) void refreshOnce(locale);
      return entry.texts;
    },
    /** Forgets everything, so the next request loads afresh (content updates, tests). */
    clear(): void {
      entries.clear();
    },
  };
}
