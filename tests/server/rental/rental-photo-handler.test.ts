import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/content-api/errors';
import { answerRentalPhoto } from '@/server/rental/rental-photo-handler';

const getRentalPhoto = vi.hoisted(() => vi.fn());
vi.mock('@/server/content-service', () => ({ getRentalPhoto }));

beforeEach(() => {
  getRentalPhoto.mockReset();
});

function photoAnswer(type: string, headers: Record<string, string> = {}) {
  return new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': type, ...headers } });
}

describe('rental photos through the site', () => {
  it('asks the service for the width and formats the browser asked for, and keeps the formats apart', async () => {
    getRentalPhoto.mockResolvedValue(photoAnswer('image/webp', { vary: 'Accept', 'content-length': '3' }));
    const answer = await answerRentalPhoto('501', '0-original.jpg', {
      width: '640',
      accept: 'image/avif,image/webp,*/*',
    });
    expect(getRentalPhoto).toHaveBeenCalledWith('501', '0-original.jpg', {
      cache: 'no-store',
      width: 640,
      accept: 'image/avif,image/webp,*/*',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('vary')).toBe('Accept');
    expect(answer.headers.get('cache-control')).toContain('immutable');
  });

  it('asks for the photo as named when the browser names no width', async () => {
    getRentalPhoto.mockResolvedValue(photoAnswer('image/jpeg'));
    await answerRentalPhoto('501', '0-medium.jpg');
    expect(getRentalPhoto).toHaveBeenCalledWith('501', '0-medium.jpg', { cache: 'no-store' });
  });

  it('answers 400 for a malformed width without asking, and for a width the service does not offer', async () => {
    expect((await answerRentalPhoto('501', '0-original.jpg', { width: '64x', accept: null })).status).toBe(
      400,
    );
    expect(getRentalPhoto).not.toHaveBeenCalled();
    getRentalPhoto.mockRejectedValue(new HttpError(400, 'Bad Request', 'http://content.test/x', 'GET'));
    expect((await answerRentalPhoto('501', '0-original.jpg', { width: '500', accept: null })).status).toBe(
      400,
    );
  });

  it('answers 404 for an unknown photo and 503 when the service fails, never a 500', async () => {
    getRentalPhoto.mockRejectedValue(new HttpError(404, 'Not Found', 'http://content.test/x', 'GET'));
    expect((await answerRentalPhoto('501', '99-original.jpg')).status).toBe(404);
    getRentalPhoto.mockRejectedValue(new HttpError(502, 'Bad Gateway', 'http://content.test/x', 'GET'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await answerRentalPhoto('501', '0-original.jpg')).status).toBe(503);
  });
});
