import type { EstateRecord } from '@/content-api/schemas';
import { inFour } from '../localized';
import { ESTATE_PICTURE_WIDTHS, estatePanoramaUrl, estatePhotoUrl, estatePlanUrl } from '../media-urls';
import type { Random } from '../random';
import type { EstateFacts } from './estate-facts';

type Media = Pick<EstateRecord, 'pictures' | 'videos' | 'virtualVisits' | 'files'>;

const youtubeAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

function videoId(random: Random): string {
  return Array.from({ length: 11 }, () => random.pick([...youtubeAlphabet])).join('');
}

const pictureCounts: Record<string, [number, number]> = {
  HOUSE: [5, 9],
  APARTMENT: [4, 8],
  PLOT: [2, 4],
  COMMERCIAL: [3, 6],
  GARAGE: [1, 3],
  PROJECT: [5, 8],
};

const videoTour = inFour('Rondleiding in video', 'Visite en vidéo', 'Video tour', 'Videorundgang');
const floorPlan = inFour(
  'Grondplan',
  'Plan du rez-de-chaussée',
  'Ground floor plan',
  'Grundriss Erdgeschoss',
);

/** Photos (drawn by the service), and for some estates a video, a virtual visit and a floor plan. */
export function buildMedia(facts: EstateFacts, publicUrl: string): Media {
  const { random, id } = facts;
  const [min, max] = pictureCounts[facts.headType.code] ?? [3, 5];
  const pictures = Array.from({ length: random.int(min, max) }, (_, index) => ({
    file: estatePhotoUrl(publicUrl, id, index, ESTATE_PICTURE_WIDTHS.file),
    thumbnail: estatePhotoUrl(publicUrl, id, index, ESTATE_PICTURE_WIDTHS.thumbnail),
    index,
  }));
  const dwelling =
    facts.headType.code === 'HOUSE' ||
    facts.headType.code === 'APARTMENT' ||
    facts.headType.code === 'PROJECT';
  const videos =
    dwelling && random.chance(0.25)
      ? [{ url: `https://www.youtube-nocookie.com/embed/${videoId(random)}`, title: videoTour }]
      : [];
  const virtualVisits =
    dwelling && random.chance(0.2) ? [{ typeId: 1, link: estatePanoramaUrl(publicUrl, id) }] : [];
  const files =
    dwelling && random.chance(0.5)
      ? [{ type: 'PLAN', link: estatePlanUrl(publicUrl, id), comment: floorPlan }]
      : [];
  return { pictures, videos, virtualVisits, files };
}
