import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { EstateGroup, RentalUnit } from '@/content-api/schemas';
import { createDemoApp } from '@/demo-content-service/app';
import { PHOTO_WIDTHS } from '@/demo-content-service/images/photo-renderer';

const cacheDir = mkdtempSync(join(tmpdir(), 'demo-photos-test-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

const app = createDemoApp({ publicUrl: 'http://demo.test', photoCacheDir: cacheDir });
const siteHeaders = { 'x-site-id': 'demo', 'x-client': 'vitrine-site' };

async function fetchPhoto(url: string, accept = 'image/jpeg,*/*;q=0.8') {
  const { pathname, search } = new URL(url, 'http://demo.test');
  const response = await app.request(pathname + search, { headers: { ...siteHeaders, accept } });
  const bytes = Buffer.from(await response.arrayBuffer());
  const isImage = response.headers.get('content-type')?.startsWith('image/') ?? false;
  return { response, bytes, meta: isImage ? await sharp(bytes).metadata() : null };
}

const estate = async (id: number) =>
  (await (
    await app.request(`/sites/demo/estates/group/${id}`, { headers: siteHeaders })
  ).json()) as EstateGroup;

describe('estate and rental photos, as a CDN serves them', () => {
  it('names the whole photo and the thumbnail by their width in the record, the spec’s shape', async () => {
    const picture = (await estate(1001)).children[0]!.pictures![0]!;
    expect(Object.keys(picture).sort()).toEqual(['file', 'index', 'thumbnail']);
    expect(picture.file).toBe('http://demo.test/media/estates/1001/0.jpg?w=2400');
    expect(picture.thumbnail).toBe('http://demo.test/media/estates/1001/0.jpg?w=640');
  });

  it('renders every offered width as a 4:3 JPEG, the largest a few hundred KB, the smallest a few dozen', async () => {
    const weights = new Map<number, number>();
    for (const width of PHOTO_WIDTHS) {
      const { response, bytes, meta } = await fetchPhoto(`/media/estates/1001/0.jpg?w=${width}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toContain('immutable');
      expect(meta).toMatchObject({ format: 'jpeg', width, height: (width * 3) / 4 });
      weights.set(width, bytes.length);
    }
    expect(weights.get(2400)).toBeGreaterThan(200_000);
    expect(weights.get(2400)).toBeLessThan(900_000);
    expect(weights.get(320)).toBeLessThan(40_000);
    // Each smaller width weighs less: a phone that asks for less gets less.
    const ordered = PHOTO_WIDTHS.map((width) => weights.get(width)!);
    expect([...ordered].sort((a, b) => a - b)).toEqual(ordered);
  });

  it('answers the largest photo without a width, the lightest format a browser takes, and tells caches so', async () => {
    const plain = await fetchPhoto('/media/estates/1002/0.jpg');
    expect(plain.meta).toMatchObject({ format: 'jpeg', width: 2400 });
    const webp = await fetchPhoto('/media/estates/1002/0.jpg?w=640', 'image/webp,*/*');
    expect(webp.response.headers.get('content-type')).toBe('image/webp');
    expect(webp.response.headers.get('vary')).toBe('Accept');
    expect(webp.meta).toMatchObject({ format: 'webp', width: 640, height: 480 });
    const avif = await fetchPhoto('/media/estates/1002/0.jpg?w=640', 'image/avif,image/webp,*/*');
    expect(avif.response.headers.get('content-type')).toBe('image/avif');
    expect(avif.response.headers.get('vary')).toBe('Accept');
    expect(avif.meta).toMatchObject({ format: 'heif', compression: 'av1', width: 640, height: 480 });
    // What the format is for: the same photo, lighter.
    expect(avif.bytes.length).toBeLessThan(webp.bytes.length * 0.75);
  });

  it('refuses a width it does not offer with a 400 that names the offered ones, and unknown photos with a 404', async () => {
    const odd = await app.request('/media/estates/1001/0.jpg?w=500');
    expect(odd.status).toBe(400);
    expect(await odd.json()).toMatchObject({
      error: { fields: { w: 'One of 320, 640, 768, 1024, 1280, 1600, 2400' } },
    });
    expect((await app.request('/media/estates/1001/99.jpg?w=640')).status).toBe(404);
    expect((await app.request('/media/estates/1/0.jpg')).status).toBe(404);
  });

  it('serves a rental photo in its three spec sizes by width, and any offered width besides', async () => {
    const answer = await app.request('/sites/demo/rental-units/501', { headers: siteHeaders });
    const photo = ((await answer.json()) as RentalUnit).photos[0]!;
    expect((await fetchPhoto(photo.thumbnail)).meta).toMatchObject({ width: 320, height: 240 });
    expect((await fetchPhoto(photo.medium)).meta).toMatchObject({ width: 1024, height: 768 });
    const other = photo.thumbnail.replace('w=320', 'w=640');
    expect((await fetchPhoto(other)).meta).toMatchObject({ width: 640, height: 480 });
    expect((await fetchPhoto(photo.original.replace('w=2400', 'w=10'))).response.status).toBe(400);
  });

  it('keeps each rendered photo on disk, so a restarted service answers it without rendering again', async () => {
    const first = await fetchPhoto('/media/estates/1003/1.jpg?w=320');
    const keptFiles = () =>
      readdirSync(cacheDir).map((name) => {
        const { ino, mtimeMs } = statSync(join(cacheDir, name));
        return { name, ino, mtimeMs };
      });
    const kept = keptFiles();
    expect(kept.length).toBeGreaterThan(0);
    const restarted = createDemoApp({ publicUrl: 'http://demo.test', photoCacheDir: cacheDir });
    const again = await restarted.request('/media/estates/1003/1.jpg?w=320', {
      headers: { accept: 'image/jpeg' },
    });
    expect(Buffer.from(await again.arrayBuffer()).equals(first.bytes)).toBe(true);
    // A new render would have written its file anew (another inode): every kept file is untouched.
    expect(keptFiles()).toEqual(kept);
  });
});
