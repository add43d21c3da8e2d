import { notFound } from 'next/navigation';
import { permanentRedirect } from '@/i18n/navigation';
import { isLocale } from '@/i18n/locales';
import { loadEstate } from '@/server/estates/estate-loader';
import { estateHref } from '@/display/estate/estate-paths';
import { parseEstateId } from '@/server/estates/estate-id';
import { NotFoundPage } from '@/components/errors/NotFoundPage';

type Props = { params: Promise<{ lang: string; estateId: string }> };

/** The short link /{lang}/offer/{estateId}: a permanent redirect to the canonical detail URL. */
export default async function EstateShortLink({ params }: Props) {
  const { lang, estateId } = await params;
  const id = parseEstateId(estateId);
  if (!isLocale(lang)) notFound();
  const group = id === null ? null : await loadEstate(id);
  if (!group) return <NotFoundPage locale={lang} />;
  permanentRedirect({ href: estateHref(group, lang), locale: lang });
}
