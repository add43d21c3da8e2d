import type { ReactNode } from 'react';
import { getMessages } from 'next-intl/server';
import { compileMessages } from './compiled-messages';
import { pickNamespaces, type Namespace } from './island-messages';
import { MergedMessagesProvider } from './MergedMessagesProvider';

type Props = { namespaces: readonly Namespace[]; children: ReactNode };

/**
 * Gives the client components below it the texts of `namespaces`, as the request's messages hold them
 * (with the content service's rewordings laid over): leaves call `useTranslations` themselves, and only
 * the namespaces an island names travel to the browser, precompiled.
 */
export async function IslandMessages({ namespaces, children }: Props) {
  const messages = await getMessages();
  return (
    <MergedMessagesProvider messages={compileMessages(pickNamespaces(messages, namespaces))}>
      {children}
    </MergedMessagesProvider>
  );
}
