import 'server-only';
import { config } from '@/config';
import { getTranslations } from '@/server/content-service';
import type { Locale } from '@/i18n/locales';
import { applyTranslationOverrides, type MessageTree } from './apply-overrides';
import { createTranslationCache } from './translation-cache';

/** While the service fails, it is asked again at most this often. */
const RETRY_AFTER_FAILURE_MS = 30_000;

const remoteTexts = createTranslationCache({
  load: (locale) => getTranslations(locale),
  freshForMs: config.contentCacheSeconds * 1_000,
  retryAfterMs: RETRY_AFTER_FAILURE_MS,
});

const reported = new Set<string>();

/**
 * The bundled messages of `locale` with the content service's translations laid over them. Never
 * fails: without the service's texts the bundled messages are used as they are. The service also
 * holds texts of its own that the site does not use (unknown keys): those are skipped quietly;
 * a text the site cannot use is logged once.
 */
export async function withRemoteTranslations(locale: Locale, bundled: MessageTree): Promise<MessageTree> {
  const { messages, ignored } = applyTranslationOverrides(bundled, await remoteTexts.get(locale));
  const unusable = ignored
    .filter(({ reason }) => reason !== 'unknown-key')
    .map(({ key, reason }) => `${key} (${reason})`)
    .filter((entry) => !reported.has(`${locale}:${entry}`));
  if (unusable.length > 0) {
    for (const entry of unusable) reported.add(`${locale}:${entry}`);
    console.warn(`Translations (${locale}) of the content service not used: ${unusable.join(', ')}`);
  }
  return messages;
}
