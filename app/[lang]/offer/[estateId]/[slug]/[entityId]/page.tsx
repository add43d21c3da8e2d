import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { EstateDetailPage } from '@/components/estate/EstateDetailPage';
import { canonicalSlug } from '@/domain/estate';
import { permanentRedirect } from '@/i18n/navigation';
import { isLocale } from '@/i18n/locales';
import { loadEstate } from '@/server/estates/estate-loader';
import { isCanonicalSlug, unitHref } from '@/display/estate/estate-paths';
import { parseEstateId } from '@/server/estates/estate-id';
import { unitSubject } from '@/display/estate/estate-subject';
import { estatePageMetadata } from '@/server/estates/page-metadata';
import { NotFoundPage } from '@/components/errors/NotFoundPage';

type Props = { params: Promise<{ lang: string; estateId: string; slug: string; entityId: string }> };

async function resolve(params: Props['params']) {
  const { lang, estateId, slug, entityId } = await params;
  const id = parseEstateId(estateId);
  if (!isLocale(lang) || id === null) return null;
  const group = await loadEstate(id);
  const subject = group && unitSubject(group, entityId);
  return subject ? { lang, slug, subject } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await resolve(params);
  return found ? estatePageMetadata(found.subject, found.lang) : {};
}

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
