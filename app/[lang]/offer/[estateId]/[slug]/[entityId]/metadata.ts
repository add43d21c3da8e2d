import type { Metadata } from 'next';
import { isLocale } from '@/i18n/locales';
import { loadEstate } from '@/server/estates/estate-loader';
import { parseEstateId } from '@/server/estates/estate-id';
import { unitSubject } from '@/display/estate/estate-subject';
import { estatePageMetadata } from '@/server/estates/page-metadata';

export type Props = {
  params: Promise<{ lang: string; estateId: string; slug: string; entityId: string }>;
};

/** The project unit this address names, if the content service has it. */
export async function resolve(params: Props['params']) {
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
