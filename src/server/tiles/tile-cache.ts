/** A tile as the site keeps it: its bytes, their type, and until when the tile server allows keeping it. */
export type CachedTile = { body: Uint8Array; contentType: string; expiresAt: number };

/**
 * Tiles in memory, bounded by their total size: adding one beyond the bound drops the least recently
 * used tiles first (a Map keeps insertion order; reading a tile moves it to the end). A tile larger
 * than the whole bound is not kept.
 */
export class TileCache {
  private readonly tiles = new Map<string, CachedTile>();
  private size = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): CachedTile | undefined {
    const tile = this.tiles.get(key);
    if (tile) {
      this.tiles.delete(key);
      this.tiles.set(key, tile);
    }
    return tile;
  }

  set(key: string, tile: CachedTile): void {
    this.delete(key);
    if (tile.body.byteLength > this.maxBytes) return;
    this.tiles.set(key, tile);
    this.size += tile.body.byteLength;
    for (const [oldest, kept] of this.tiles) {
      if (this.size <= this.maxBytes) break;
      this.tiles.delete(oldest);
      this.size -= kept.body.byteLength;
    }
  }

  delete(key: string): void {
    const tile = this.tiles.get(key);
    if (!tile) return;
    this.tiles.delete(key);
    this.size -= tile.body.byteLength;
  }

  has(key: string): boolean {
    return this.tiles.has(key);
  }

  get bytes(): number {
    return this.size;
  }
}
