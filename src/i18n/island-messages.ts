import type { Messages } from 'next-intl';

/** A top-level key of the messages: the texts of one component or page. */
export type Namespace = keyof Messages;

/** Only the named namespaces of `messages`, so an island receives no text it does not show. */
export function pickNamespaces(
  messages: Readonly<Record<string, unknown>>,
  namespaces: readonly Namespace[],
): Record<string, unknown> {
  return Object.fromEntries(
    namespaces
      .filter((namespace) => namespace in messages)
      .map((namespace) => [namespace, messages[namespace]]),
  );
}
