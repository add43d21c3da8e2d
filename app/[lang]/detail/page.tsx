import { notFound } from 'next/navigation';
import { isLocale } from '@/i18n/locales';
import { permanentRedirect } from '@/i18n/navigation';
import { legacyDetailTarget } from '@/server/estates/legacy-detail';
import { NotFoundPage } from '@/components/errors/NotFoundPage';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * /{lang}/detail: the legacy entry point. `?id=…` (or the names older links used) and
 * `?source=skarabee&id=…` for an estate of the external source redirect permanently to the canonical
 * URL; without a usable id this is the 404 page.
 */
export default async function LegacyDetail({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  const target = await legacyDetailTarget(await searchParams, lang);
  if (!target) return <NotFoundPage locale={lang} />;
  permanentRedirect({ href: target, locale: lang });
}
