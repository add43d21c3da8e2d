import { describe, expect, it } from 'vitest';
import {
  MAX_RECENT_VISITS,
  parseRecentVisits,
  visitKey,
  withoutVisit,
  withVisit,
  type RecentVisit,
} from '@/components/recently-viewed/recent-visits';

const estate = (id: number): RecentVisit => ({ kind: 'estate', id });
const rental: RecentVisit = {
  kind: 'rental',
  id: 'R12',
  title: 'Appartement in Het Zoute',
  place: 'Knokke-Heist',
  imageUrl: '/rental-photo/R12/0',
  price: 'vanaf € 650',
};

describe('withVisit', () => {
  it('puts the newest visit first', () => {
    expect(withVisit([estate(1), estate(2)], estate(3))).toEqual([estate(3), estate(1), estate(2)]);
  });

  it('moves a page seen again to the front instead of listing it twice', () => {
    expect(withVisit([estate(1), rental, estate(2)], estate(2))).toEqual([estate(2), estate(1), rental]);
  });

  it('remembers a dozen pages, forgetting the oldest', () => {
    let visits: RecentVisit[] = [];
    for (let id = 1; id <= 14; id += 1) visits = withVisit(visits, estate(id));
    expect(visits).toHaveLength(MAX_RECENT_VISITS);
    expect(visits[0]).toEqual(estate(14));
    expect(visits.at(-1)).toEqual(estate(3));
  });

  it('tells an estate and a rental with the same number apart', () => {
    const sameNumber: RecentVisit = { ...rental, id: '1' };
    expect(withVisit([estate(1)], sameNumber)).toHaveLength(2);
  });
});

describe('withoutVisit', () => {
  it('forgets one page and keeps the order of the rest', () => {
    expect(withoutVisit([estate(1), rental, estate(2)], visitKey(rental))).toEqual([estate(1), estate(2)]);
  });
});

describe('parseRecentVisits', () => {
  it('reads back what was stored', () => {
    expect(parseRecentVisits(JSON.stringify([rental, estate(5)]))).toEqual([rental, estate(5)]);
  });

  it('leaves out entries it cannot read, and anything that is not a list', () => {
    const stored = [estate(5), { kind: 'estate', id: -1 }, { kind: 'rental', id: 'R1' }, 'x', estate(5)];
    expect(parseRecentVisits(JSON.stringify(stored))).toEqual([estate(5)]);
    expect(parseRecentVisits('{"kind":"estate"}')).toEqual([]);
    expect(parseRecentVisits('not json')).toEqual([]);
    expect(parseRecentVisits(null)).toEqual([]);
  });
});
