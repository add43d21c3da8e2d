import { describe, expect, it, vi } from 'vitest';
import { tags } from '@/content-api/cache-tags';
import { forgetEverything, onPurge, purgeHere, purgesWholeSite } from '@/server/freshness/purge';

describe('a purge', () => {
  it('is of a whole site when it names the site-wide tag, plain or of that site, or everything', () => {
    expect(purgesWholeSite({ site: 'demo', tags: [tags.all] })).toBe(true);
    expect(purgesWholeSite({ site: 'kust', tags: [tags.ofSite('kust', tags.all)] })).toBe(true);
    expect(purgesWholeSite({ site: '*', tags: [] })).toBe(true);
    expect(purgesWholeSite({ site: 'demo', tags: [tags.estate(5), tags.estates()] })).toBe(false);
    expect(purgesWholeSite({ site: 'demo', tags: [tags.ofSite('kust', tags.all)] })).toBe(false);
  });

  it('reaches everything registered, and forgetting everything is a purge of every site', () => {
    const heard = vi.fn();
    onPurge(heard);
    purgeHere({ site: 'demo', tags: [tags.estate(5)] });
    forgetEverything();
    expect(heard.mock.calls.map(([purge]) => purgesWholeSite(purge))).toEqual([false, true]);
  });
});
