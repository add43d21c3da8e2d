import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { EstateDetailPage } from '@/components/estate/EstateDetailPage';
import { canonicalSlug } from '@/domain/estate';
import { permanentRedirect } from '@/i18n/navigation';
import { isLocale } from '@/i18n/locales';
import { loadEstate } from '@/server/estates/estate-loader';
import { estateHref, isCanonicalSlug } from '@/display/estate/estate-paths';
import { parseEstateId } from '@/server/estates/estate-id';
import { estateSubject } from '@/display/estate/estate-subject';
import { estatePageMetadata } from '@/server/estates/page-metadata';
import { NotFoundPage } from '@/components/errors/NotFoundPage';

type Props = { params: Promise<{ lang: string; estateId: string; slug: string }> };

async function resolve(params: Props['params']) {
  const { lang, estateId, slug } = await params;
  const id = parseEstateId(estateId);
  if (!isLocale(lang) || id === null) return null;
  const group = await loadEstate(id);
  return group ? { lang, slug, group } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await resolve(params);
  return found ? estatePageMetadata(estateSubject(found.group), found.lang) : {};
}

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
