import type { ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { loadMessages } from '@/i18n/messages';

type Texts = Record<string, Record<string, unknown>>;

/** The bundled Dutch messages, as the layout and the islands hand them to client components. */
export const dutchMessages = await loadMessages('nl');

/** The Dutch messages with some texts reworded, namespace by namespace (as the content service may). */
export function dutchWith(rewordings: Texts = {}): Texts {
  const messages = { ...dutchMessages } as Texts;
  for (const [namespace, texts] of Object.entries(rewordings)) {
    messages[namespace] = { ...messages[namespace], ...texts };
  }
  return messages;
}

export function textsWrapper(rewordings: Texts = {}) {
  const messages = dutchWith(rewordings);
  return function DutchTexts({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale="nl" messages={messages} timeZone="Europe/Brussels">
        {children}
      </NextIntlClientProvider>
    );
  };
}

/** Renders client components with the texts they read through `useTranslations`. */
export function renderInDutch(
  ui: ReactNode,
  { texts, ...options }: Omit<RenderOptions, 'wrapper'> & { texts?: Texts } = {},
) {
  return render(ui, { wrapper: textsWrapper(texts), ...options });
}
