/** Nested UI messages as next-intl reads them: namespaces, then keys, down to the texts. */
export type MessageTree = { [key: string]: unknown };

export type OverrideResult = {
  messages: MessageTree;
  /** Dotted keys of the service that were not used, with the reason (for the log). */
  ignored: { key: string; reason: 'unknown-key' | 'empty' | 'placeholders' }[];
};

/** `{count}`, `{price, number}` and rich-text tags `<link>` a text needs its caller to provide. */
function argumentsOf(text: string): string {
  const names = new Set<string>();
  for (const match of text.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)) names.add(`{${match[1]}}`);
  for (const match of text.matchAll(/<([A-Za-z_]\w*)>/g)) names.add(`<${match[1]}>`);
  return [...names].sort().join(' ');
}

function isTree(value: unknown): value is MessageTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The bundled text at a dotted key, if the key names one (own keys only). */
function bundledText(messages: MessageTree, path: string[]): string | undefined {
  let node: unknown = messages;
  for (const segment of path) {
    if (!isTree(node) || !Object.hasOwn(node, segment)) return undefined;
    node = node[segment];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A copy of `messages` with the text at `path` replaced; untouched branches are shared. */
function withText(messages: MessageTree, path: string[], text: string): MessageTree {
  const [head, ...rest] = path as [string, ...string[]];
  const child = messages[head];
  return { ...messages, [head]: rest.length === 0 ? text : withText(child as MessageTree, rest, text) };
}

/**
 * Lays the content service's texts (flat dotted keys, e.g. 'ContactForm.submit') over the bundled
 * messages, key by key. Only keys the site already has are taken, so the service can reword a text
 * but never add one nothing reads; and a text must ask for the same arguments as the bundled one,
 * or formatting it would fail on the page. Everything else keeps the bundled text.
 */
export function applyTranslationOverrides(
  bundled: MessageTree,
  overrides: Readonly<Record<string, string>>,
): OverrideResult {
  let messages = bundled;
  const ignored: OverrideResult['ignored'] = [];
  for (const [key, text] of Object.entries(overrides)) {
    const path = key.split('.');
    const current = bundledText(bundled, path);
    if (current === undefined) ignored.push({ key, reason: 'unknown-key' });
    else if (text.trim() === '') ignored.push({ key, reason: 'empty' });
    else if (argumentsOf(text) !== argumentsOf(current)) ignored.push({ key, reason: 'placeholders' });
    else messages = withText(messages, path, text);
  }
  return { messages, ignored };
}
