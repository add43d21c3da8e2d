import { describe, expect, it } from 'vitest';
import { noticesOf } from '@/server/freshness/purge-channel';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const NOTIFY_LIMIT_BYTES = 8000;

type Notice = { from: string; site: string; tags: string[] };
const read = (notices: string[]) => notices.map((notice) => JSON.parse(notice) as Notice);

describe('the notices that tell other instances to purge', () => {
  it('names a short purge in one notice, with its site and the instance that sent it', () => {
    const notices = read(noticesOf({ site: 'kust', tags: ['estate:1001', 'estates'] }, 'instance-a'));
    expect(notices).toEqual([{ from: 'instance-a', site: 'kust', tags: ['estate:1001', 'estates'] }]);
  });

  it('splits a long purge so that every notice fits NOTIFY and every tag is named exactly once', () => {
    // Accents take two bytes each in UTF-8: the limit is in bytes, not characters.
    const tags = Array.from({ length: 500 }, (_, index) => `page-url:fr:/${'é'.repeat(60)}/${index}`);
    const encoded = noticesOf({ site: 'demo', tags }, 'instance-a');
    expect(encoded.length).toBeGreaterThan(1);
    for (const notice of encoded) expect(Buffer.byteLength(notice)).toBeLessThan(NOTIFY_LIMIT_BYTES);
    const notices = read(encoded);
    expect(notices.flatMap((notice) => notice.tags)).toEqual(tags);
    for (const notice of notices) {
      expect(notice).toMatchObject({ site: 'demo', from: 'instance-a' });
      expect(notice.tags.length).toBeGreaterThan(0);
    }
  });

  it('sends nothing for a purge without tags', () => {
    expect(noticesOf({ site: 'demo', tags: [] }, 'instance-a')).toEqual([]);
  });
});
