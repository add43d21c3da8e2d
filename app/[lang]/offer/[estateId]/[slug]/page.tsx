import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { EstateDetailPage } from '@/components/estate/EstateDetailPage';
import { canonicalSlug } from '@/domain/estate';
import { permanentRedirect } from '@/i18n/navigation';
import { isLocale } from '@/i18n/locales';
import { estateHref, isCanonicalSlug } from '@/display/estate/estate-paths';
import { estateSubject } from '@/display/estate/estate-subject';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { resolve, type Props } from './metadata';

export { generateMetadata } from './metadata';

/** A property or a project at its canonical URL; any other slug redirects there permanently. */
export default async function EstatePage({ params }: Props) {
  const { lang: asked } = await params;
  if (!isLocale(asked)) notFound();
  const found = await resolve(params);
  if (!found) return <NotFoundPage locale={asked} />;
  const { lang, slug, group } = found;
  setRequestLocale(lang);
  if (!isCanonicalSlug(slug, canonicalSlug(group, lang))) {
    permanentRedirect({ href: estateHref(group, lang), locale: lang });
  }
  return <EstateDetailPage subject={estateSubject(group)} locale={lang} />;
}
