import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { EstateDetailPage } from '@/components/estate/EstateDetailPage';
import { canonicalSlug } from '@/domain/estate';
import { permanentRedirect } from '@/i18n/navigation';
import { isLocale } from '@/i18n/locales';
import { isCanonicalSlug, unitHref } from '@/display/estate/estate-paths';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { resolve, type Props } from './metadata';

export { generateMetadata } from './metadata';

/** One unit of a project: the project's URL plus the unit id (spec §2). */
export default async function ProjectUnitPage({ params }: Props) {
  const { lang: asked } = await params;
  if (!isLocale(asked)) notFound();
  const found = await resolve(params);
  if (!found) return <NotFoundPage locale={asked} />;
  const { lang, slug, subject } = found;
  setRequestLocale(lang);
  if (!isCanonicalSlug(slug, canonicalSlug(subject.group, lang)) && subject.unit) {
    permanentRedirect({ href: unitHref(subject.group, subject.unit, lang), locale: lang });
  }
  return <EstateDetailPage subject={subject} locale={lang} />;
}
