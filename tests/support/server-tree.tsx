import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { NextIntlClientProvider } from 'next-intl';
import { onTestFinished } from 'vitest';
import type { Locale } from '@/i18n/locales';

type Options = { locale: Locale; messages: Record<string, unknown> };

/**
 * Renders a tree of server components (async ones included) to HTML, as the server sends it, and
 * puts it in the document for Testing Library's queries; client leaves get `messages`, as the layout
 * hands them over. For markup only: nothing is hydrated.
 */
export async function renderServerTree(ui: ReactNode, { locale, messages }: Options): Promise<HTMLElement> {
  const { prelude } = await prerender(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Brussels">
      {ui}
    </NextIntlClientProvider>,
  );
  const container = document.createElement('div');
  container.innerHTML = await new Response(prelude).text();
  document.body.append(container);
  onTestFinished(() => container.remove());
  return container;
}
