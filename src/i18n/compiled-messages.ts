import compile from 'icu-minify/compile';
import type { CompiledMessage } from 'icu-minify/format';

/** Distinct texts seen (bundled ones in four languages, plus the content service's rewordings). */
const MAX_CACHED_TEXTS = 20_000;
const compiledTexts = new Map<string, CompiledMessage>();

/** The ICU text parsed once into the form next-intl's format-only formatter reads. */
export function compileMessage(text: string): CompiledMessage {
  let compiled = compiledTexts.get(text);
  if (compiled === undefined) {
    // The compiler's objects have no prototype, which React refuses to pass to a client component.
    compiled = JSON.parse(JSON.stringify(compile(text))) as CompiledMessage;
    if (compiledTexts.size >= MAX_CACHED_TEXTS) compiledTexts.clear();
    compiledTexts.set(text, compiled);
  }
  return compiled;
}

/**
 * Messages with every text precompiled, for a client provider: the browser then formats them without
 * the ICU parser (next.config.ts gives it only next-intl's format-only formatter).
 */
export function compileMessages(messages: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? compileMessage(value)
        : typeof value === 'object' && value !== null
          ? compileMessages(value as Record<string, unknown>)
          : value,
    ]),
  );
}
