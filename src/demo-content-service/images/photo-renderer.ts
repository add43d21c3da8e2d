import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Sharp, SharpOptions } from 'sharp';
import { createRandom } from '../random';
import { CANVAS } from './svg-kit';

/**
 * The widths the service renders a photo at, as an image CDN offers them: asked for with the `w`
 * parameter (`…/0.jpg?w=640`), the largest without it. The site builds its `srcset` from the same list.
 */
export const PHOTO_WIDTHS = [320, 640, 768, 1024, 1280, 1600, 2400] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
export const LARGEST_PHOTO_WIDTH: PhotoWidth = 2400;

export type PhotoFormat = 'jpeg' | 'webp' | 'avif';
export const PHOTO_CONTENT_TYPES: Record<PhotoFormat, string> = {
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
};
const FILE_EXTENSIONS: Record<PhotoFormat, string> = { jpeg: 'jpg', webp: 'webp', avif: 'avif' };

/** The `w` parameter: absent is the fallback width, an offered width is itself, anything else is null. */
export function parsePhotoWidth(value: string | undefined, fallback: PhotoWidth): PhotoWidth | null {
  if (value === undefined) return fallback;
  const width = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  return (PHOTO_WIDTHS as readonly number[]).includes(width) ? (width as PhotoWidth) : null;
}

/**
 * The lightest format the browser says it takes, as an image CDN's automatic format does: AVIF (current
 * Chromium, Firefox and Safari ask for it), else WebP, else JPEG.
 */
export function photoFormatFor(accept: string | undefined): PhotoFormat {
  if (/\bimage\/avif\b/.test(accept ?? '')) return 'avif';
  return /\bimage\/webp\b/.test(accept ?? '') ? 'webp' : 'jpeg';
}

/** Bump when the rendering changes, so photos kept on disk by an older version are not served. */
const RENDER_VERSION = 1;
/**
 * Film grain over the flat drawing: without it a 2400 px JPEG of an SVG weighs some 60 KB, with it a
 * few hundred, like a camera's photo. The strength is the share of the full range the grain may move.
 */
const GRAIN_STRENGTH = 0.2;
const JPEG_QUALITY = 78;
const WEBP_QUALITY = 72;
/**
 * AVIF at about WebP's look for half its weight (a phone's 768 px photo: some 20 KB instead of 40).
 * Effort 2 of 9: about three times WebP's encoding time, where the default took ten.
 */
const AVIF_OPTIONS = { quality: 50, effort: 2, chromaSubsampling: '4:2:0' } as const;
/** Two renders at once: the machine's cores stay free for the site while a page's photos come in. */
const MAX_RENDERS_AT_ONCE = 2;

export type PhotoRenderer = {
  /** The drawing as a photo of that width and format: from the disk cache, else rendered once. */
  render(svg: string, width: PhotoWidth, format: PhotoFormat): Promise<Uint8Array<ArrayBuffer>>;
};

export function defaultPhotoCacheDir(): string {
  return join(tmpdir(), 'vitrine-demo-photos');
}

const heightOf = (width: number) => Math.round((width * CANVAS.height) / CANVAS.width);

/** One grey grain layer per width, the same for every photo (kept: five layers, 7 MB in all). */
const grains = new Map<number, Buffer>();
function grainFor(width: number): Buffer {
  const kept = grains.get(width);
  if (kept) return kept;
  const random = createRandom(width);
  const grain = Buffer.alloc(width * heightOf(width));
  for (let pixel = 0; pixel < grain.length; pixel += 1) {
    grain[pixel] = 128 + Math.round((random.next() - 0.5) * 255 * GRAIN_STRENGTH);
  }
  grains.set(width, grain);
  return grain;
}

/**
 * sharp (and libvips with it) is loaded with the first photo, not at start-up: the service is up as
 * quickly as before, and a run that asks for no photo never loads it. Its own cache is off: the
 * photos are kept on disk, and the service's memory should not grow with them.
 */
let loadedSharp: Promise<(input: Buffer, options: SharpOptions) => Sharp> | null = null;
function loadSharp() {
  loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loadedSharp;
}

async function renderPhoto(svg: string, width: PhotoWidth, format: PhotoFormat): Promise<Buffer> {
  const sharp = await loadSharp();
  const height = heightOf(width);
  // The drawing is vector: rasterised straight at the asked width (72 dpi is its own pixel size).
  const svgWidth = Number(/\swidth="(\d+)"/.exec(svg)?.[1] ?? CANVAS.width);
  const image = sharp(Buffer.from(svg), { density: (72 * width) / svgWidth })
    .resize(width, height, { fit: 'cover' })
    .composite([{ input: grainFor(width), raw: { width, height, channels: 1 }, blend: 'soft-light' }]);
  if (format === 'avif') return image.avif(AVIF_OPTIONS).toBuffer();
  if (format === 'webp') return image.webp({ quality: WEBP_QUALITY }).toBuffer();
  return image.jpeg({ quality: JPEG_QUALITY, progressive: true }).toBuffer();
}

/** At most `limit` tasks run at once; the others wait their turn in order. */
function createLimiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/**
 * Renders photos on first request and keeps them on disk under a hash of the drawing, width, format
 * and rendering version, so a restart (the e2e server, the bench) finds them rendered. Nothing is
 * rendered at start-up: that would take minutes for the demo's two thousand photos in five widths.
 * Photos are kept on disk only, so the service's memory does not grow with them; one render serves
 * everyone who asks for the same photo meanwhile.
 */
export function createPhotoRenderer(cacheDir: string = defaultPhotoCacheDir()): PhotoRenderer {
  const limit = createLimiter(MAX_RENDERS_AT_ONCE);
  const inFlight = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
  let cacheReady: Promise<unknown> | null = null;

  async function keep(path: string, photo: Buffer) {
    try {
      cacheReady ??= mkdir(cacheDir, { recursive: true });
      await cacheReady;
      // Written aside and renamed: a reader never sees half a file.
      const partial = `${path}.${process.pid}.partial`;
      await writeFile(partial, photo);
      await rename(partial, path);
    } catch (error) {
      console.warn('[demo-content-service] a photo could not be kept on disk:', (error as Error).message);
    }
  }

  async function fromCacheOrRender(key: string, svg: string, width: PhotoWidth, format: PhotoFormat) {
    const path = join(cacheDir, `${key}.${FILE_EXTENSIONS[format]}`);
    const kept = await readFile(path).catch(() => null);
    if (kept) return new Uint8Array(kept);
    const photo = await limit(() => renderPhoto(svg, width, format));
    await keep(path, photo);
    return new Uint8Array(photo);
  }

  return {
    render(svg, width, format) {
      const key = createHash('sha256')
        .update(`${RENDER_VERSION}|${width}|${format}|${svg}`)
        .digest('hex')
        .slice(0, 32);
      const running = inFlight.get(key);
      if (running) return running;
      const result = fromCacheOrRender(key, svg, width, format).finally(() => inFlight.delete(key));
      inFlight.set(key, result);
      return result;
    },
  };
}
