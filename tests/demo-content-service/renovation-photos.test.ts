import { describe, expect, it } from 'vitest';
import { createDemoClient } from './demo-client';

const client = createDemoClient();

describe('renovation photos', () => {
  it('draws each room before and after as two different, cacheable pictures', async () => {
    const before = await client.get('/media/renovations/0-before.svg');
    const after = await client.get('/media/renovations/0-after.svg');
    expect(before.status).toBe(200);
    expect(before.headers.get('content-type')).toBe('image/svg+xml');
    expect(before.headers.get('cache-control')).toContain('immutable');
    expect(before.text).toMatch(/^<svg/);
    expect(after.text).not.toBe(before.text);
  });

  it('answers 404 for an unknown room or stage', async () => {
    expect((await client.get('/media/renovations/99-before.svg')).status).toBe(404);
    expect((await client.get('/media/renovations/0-during.svg')).status).toBe(404);
  });
});
