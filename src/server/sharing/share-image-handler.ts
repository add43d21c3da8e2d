import 'server-only';
import type { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { localize } from '@/content-api/schemas';
import { estateSubject, subjectMainImage, subjectTitle, unitSubject } from '@/display/estate/estate-subject';
import { namedPhotoWidth, photoAtLeast } from '@/domain/media/responsive-photo';
import { rentalPhotoPath, RENTAL_PHOTO_ROUTE } from '@/domain/rental';
import type { Locale } from '@/i18n/locales';
import { getRentalPhoto } from '@/server/content-service';
import { loadEstate } from '@/server/estates/estate-loader';
import { resolveSitePath } from '@/server/listing/site-path';
import { rentalTitle } from '@/server/rental/rental-cards';
import { loadRentalUnit } from '@/server/rental/rental-detail';
import { getRequestSite, servesSitesByHostname } from '@/server/sites/request-site';
import { servicePhotoUrl } from '@/server/photos/service-photos';
import { fetchPhoto, photoDataUrl } from './photo-source';
import { brandCardImage, photoImage } from './share-image';
import { parseShareImageRequest, type ShareCard, type ShareImageTarget } from './share-image-paths';
import { SHARE_IMAGE_SIZE, SHARE_IMAGE_TYPE } from './share-metadata';
import { loadSharingSite } from './sharing-site';

/** An image of a page that exists: link previews and their caches may keep it for an hour. */
export const SHARE_IMAGE_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';
/** The card drawn because the service or the photo failed: asked for again soon. */
export const FALLBACK_CACHE_CONTROL = 'public, max-age=60';

/** What a sharing image shows: the page's title, and its photo when it has one. */
type Subject = { title: string; photo: (() => Promise<Response | null>) | null };

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

async function png(image: ImageResponse, cacheControl: string): Promise<Response> {
  // Drawn in full before answering: a drawing that fails must fail here, not halfway through the body.
  const bytes = await image.arrayBuffer();
  return new Response(bytes, {
    status: 200,
    headers: {
      'content-type': SHARE_IMAGE_TYPE,
      'content-length': String(bytes.byteLength),
      'cache-control': cacheControl,
      'x-content-type-options': 'nosniff',
    },
  });
}

/** The title a card shows: the page's, or for the site's own card what the site offers. */
async function cardTitle(locale: Locale, card: ShareCard): Promise<string> {
  if (card === 'favorites')
    return (await getTranslations({ locale, namespace: 'FavoritesPage' }))('metaTitle');
  if (card === 'keep-me-informed') {
    return (await getTranslations({ locale, namespace: 'KeepMeInformedPage' }))('metaTitle');
  }
  if (card === 'valuation') return (await getTranslations({ locale, namespace: 'ValuationPage' }))('title');
  const tagline = (await getTranslations({ locale, namespace: 'Metadata' }))('homeTagline');
  return `${tagline.charAt(0).toLocaleUpperCase(locale)}${tagline.slice(1)}`;
}

/** A photo host's size that covers the image, not its largest (read whole into the PNG's renderer). */
const sharedSize = (url: string) => photoAtLeast(url, SHARE_IMAGE_SIZE.width);

/** A rental photo of the content service comes through its site-bound call; another host's as given. */
function rentalPhoto(url: string): () => Promise<Response | null> {
  const sized = sharedSize(url);
  const path = rentalPhotoPath(sized).split('?')[0]!;
  const [unitId, photo] = path.startsWith(`${RENTAL_PHOTO_ROUTE}/`)
    ? path.slice(RENTAL_PHOTO_ROUTE.length + 1).split('/')
    : [];
  const width = namedPhotoWidth(sized);
  if (unitId && photo) {
    return () =>
      getRentalPhoto(decodeURIComponent(unitId), decodeURIComponent(photo), {
        cache: 'no-store',
        ...(width !== null && { width }),
      });
  }
  return () => fetchPhoto(sized);
}

/** The page an image is of; null when there is no such page on this site. */
async function loadSubject(locale: Locale, target: ShareImageTarget): Promise<Subject | null> {
  switch (target.kind) {
    case 'estate': {
      const group = await loadEstate(target.estateId);
      if (!group) return null;
      const subject =
        target.unitId === null ? estateSubject(group) : unitSubject(group, String(target.unitId));
      if (!subject) return null;
      const photo = subjectMainImage(subject);
      return {
        title: subjectTitle(subject, locale),
        // The service's own address: the site does not fetch its own routes.
        photo: photo ? () => fetchPhoto(sharedSize(servicePhotoUrl(photo))) : null,
      };
    }
    case 'rental': {
      const unit = await loadRentalUnit(target.unitId, locale);
      if (!unit) return null;
      const photo = unit.photos[0]?.original;
      return { title: rentalTitle(unit, locale), photo: photo ? rentalPhoto(photo) : null };
    }
    case 'page': {
      const content = await resolveSitePath(target.path, locale);
      const page = content?.page ?? content?.landing.page;
      if (!page) return null;
      const title = target.path === '/' ? await cardTitle(locale, 'site') : localize(page.title, locale);
      return { title, photo: null };
    }
    case 'card':
      return { title: await cardTitle(locale, target.card), photo: null };
  }
}

/** Whether the request's host name belongs to no site (with sites by host name); false when unsure. */
async function isUnknownHost(): Promise<boolean> {
  if (!servesSitesByHostname) return false;
  try {
    return (await getRequestSite()) === null;
  } catch {
    // The service is down: the image of the site's card is drawn without it.
    return false;
  }
}

/**
 * GET /og/{lang}/…png: the 1200×630 PNG a page is shared with. An estate or rental shows its main
 * photo (an SVG drawn into the PNG), any other page the site's branded card with its title. A page the
 * site does not have is a 404; a failing service or photo gives the card, kept only briefly.
 */
export async function answerShareImage(
  segments: readonly string[],
  search: URLSearchParams,
): Promise<Response> {
  const request = parseShareImageRequest(segments, search);
  if (!request || (await isUnknownHost())) return notFound();
  const { locale, target } = request;
  const site = await loadSharingSite(locale);
  const card = async (title: string, cacheControl: string) =>
    png(
      brandCardImage({
        siteName: site.name,
        title,
        brandColor: site.brandColor,
        hostname: new URL(site.url).hostname,
      }),
      cacheControl,
    );

  let subject: Subject | null;
  try {
    subject = await loadSubject(locale, target);
  } catch (error) {
    console.error(`The sharing image ${segments.join('/')} fell back to the site's card`, error);
    return card(await cardTitle(locale, 'site'), FALLBACK_CACHE_CONTROL);
  }
  if (!subject) return notFound();

  if (subject.photo) {
    try {
      const answer = await subject.photo();
      const dataUrl = answer && (await photoDataUrl(answer));
      if (dataUrl) return await png(photoImage(dataUrl), SHARE_IMAGE_CACHE_CONTROL);
      console.error(`The photo of the sharing image ${segments.join('/')} is no drawable image`);
    } catch (error) {
      console.error(`The photo of the sharing image ${segments.join('/')} could not be drawn`, error);
    }
    return card(subject.title, FALLBACK_CACHE_CONTROL);
  }
  return card(subject.title, SHARE_IMAGE_CACHE_CONTROL);
}
