import formatCompiledMessage from 'use-intl/format-message/format-only';
import { compileMessage } from './compiled-messages';

type Arguments = Parameters<typeof formatCompiledMessage>;

/**
 * next-intl's message formatter outside the browser (next.config.ts aliases it here): the texts the
 * server formats arrive as ICU source and are compiled on first use; those a client provider carries
 * arrive precompiled. Both then take the same format-only path the browser takes.
 */
export default function formatMessage(...[key, message, values, options]: Arguments) {
  const compiled = typeof message === 'string' ? compileMessage(message) : message;
  return formatCompiledMessage(key, compiled, values, options);
}

// The source texts are at hand, so `t.raw` can return them.
formatMessage.raw = true;
