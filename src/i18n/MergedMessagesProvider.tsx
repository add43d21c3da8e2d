'use client';

import { useMemo, type ReactNode } from 'react';
import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';

type Props = { messages: Record<string, unknown>; children: ReactNode };

/**
 * A provider replaces the messages of the one around it; this one adds its namespaces to them, so an
 * island keeps the layout's texts and islands can nest.
 */
export function MergedMessagesProvider({ messages, children }: Props) {
  const locale = useLocale();
  const outer = useMessages();
  const merged = useMemo(() => ({ ...outer, ...messages }), [outer, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
