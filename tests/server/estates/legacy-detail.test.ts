import { describe, expect, it } from 'vitest';
import { legacyDetailTarget } from '@/server/estates/legacy-detail';
import { estateGroup, estateRecord } from '../../domain/estate/estate-fixture';
import { answerWith, json, startContentService } from '../../support/msw-content-service';
import { projectGroup } from '../../display/estate/estate-fixtures';

startContentService();

const notFound = json({ error: { code: 'not_found', message: 'Estate not found' } }, 404);
const villa = estateGroup([estateRecord()]);
const external = estateGroup([estateRecord({ general: { id: 812, guid: 'a1b2-c3' } })], 812);

describe('legacy /detail links', () => {
  it('send an id, under any of its old names, to the canonical URL', async () => {
    answerWith('get', '/sites/demo/estates/group/501', json(villa));
    for (const key of ['id', 'estateId', 'propertyId']) {
      expect(await legacyDetailTarget({ [key]: '501' }, 'nl')).toEqual({
        pathname: '/offer/[estateId]/[slug]',
        params: { estateId: '501', slug: 'villa-te-koop-in-kortrijksesteenweg-12-9000-gent' },
      });
    }
  });

  it('send a unit of a project to the unit page', async () => {
    answerWith('get', '/sites/demo/estates/group/700', json(projectGroup()));
    expect(await legacyDetailTarget({ id: '700', unit: '7002' }, 'fr')).toMatchObject({
      pathname: '/offer/[estateId]/[slug]/[entityId]',
      params: { estateId: '700', entityId: '7002' },
    });
  });

  it('find an estate of the external source by its guid', async () => {
    const received = answerWith('get', '/sites/demo/estates/skarabee/a1b2-c3', json(external));
    expect(await legacyDetailTarget({ source: 'skarabee', id: 'a1b2-c3' }, 'nl')).toMatchObject({
      params: { estateId: '812' },
    });
    expect(received).toHaveLength(1);
  });

  it('lead nowhere without a usable id or for an unknown estate', async () => {
    answerWith('get', '/sites/demo/estates/group/999', notFound);
    answerWith('get', '/sites/demo/estates/skarabee/999', notFound);
    expect(await legacyDetailTarget({}, 'nl')).toBeNull();
    expect(await legacyDetailTarget({ id: 'abc' }, 'nl')).toBeNull();
    expect(await legacyDetailTarget({ id: '999' }, 'nl')).toBeNull();
    expect(await legacyDetailTarget({ source: 'skarabee', id: '../../pages' }, 'nl')).toBeNull();
  });
});
