import 'server-only';
import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import de from '../../../messages/de/platform.json';
import en from '../../../messages/en/platform.json';
import fr from '../../../messages/fr/platform.json';
import nl from '../../../messages/nl/platform.json';
import { config } from '@/config';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import { plainPage } from '@/server/plain-page';
import { verifyPreview } from './preview-signature';

const texts: Record<Locale, (typeof nl)['PreviewLink']> = {
  nl: nl.PreviewLink,
  fr: fr.PreviewLink,
  en: en.PreviewLink,
  de: de.PreviewLink,
};

function localeOf(path: string | null): Locale {
  const first = path?.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

/**
 * A preview link: with a valid signature, draft mode is switched on and the page opens (estate calls
 * then carry the back-office marker). Anything else changes nothing: no cookie, a 403 page.
 */
export async function openPreview(request: NextRequest): Promise<Response> {
  const query = request.nextUrl.searchParams;
  const path = query.get('path');
  const t = texts[localeOf(path)];
  const refuse = (message: string) =>
    plainPage({ locale: localeOf(path), status: 403, title: t.invalidTitle, message });
  if (!config.previewSecret) return refuse(t.disabled);

  const check = verifyPreview(
    config.previewSecret,
    { path, expires: query.get('expires'), signature: query.get('signature') },
    Math.floor(Date.now() / 1000),
  );
  if (!check.ok) return refuse(t.invalid);
  (await draftMode()).enable();
  redirect(check.path);
}

/** Leaves preview mode and goes back to the page it was left from (on this site), else the home page. */
export async function closePreview(request: NextRequest): Promise<never> {
  (await draftMode()).disable();
  const lang = request.nextUrl.searchParams.get('lang');
  const home = `/${isLocale(lang) ? lang : defaultLocale}`;
  const referer = request.headers.get('referer');
  let back = home;
  if (referer) {
    const from = URL.canParse(referer) ? new URL(referer) : null;
    if (from && from.host === request.headers.get('host') && !from.pathname.startsWith('/api/')) {
      back = `${from.pathname}${from.search}`;
    }
  }
  redirect(back);
}
