import { describe, expect, it } from 'vitest';
import { createDemoClient } from './demo-client';

const client = createDemoClient();

describe('map tiles', () => {
  it('answers any z/x/y tile with the same flat PNG, and 404 for anything else', async () => {
    const tile = await client.get('/tiles/16/33370/21834.png');
    expect(tile.status).toBe(200);
    expect(tile.headers.get('content-type')).toBe('image/png');
    expect(tile.text.slice(1, 4)).toBe('PNG');
    expect((await client.get('/tiles/16/1/2.png')).text).toBe(tile.text);
    expect((await client.get('/tiles/16/1/evil.svg')).status).toBe(404);
  });
});
