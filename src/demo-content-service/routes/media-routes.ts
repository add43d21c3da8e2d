import type { Context } from 'hono';
import { teamMembers } from '../dataset/team';
import { notFound, parseId } from '../errors';
import { estatePanorama, estatePhoto, type PhotoSize } from '../images/estate-photos';
import { floorPlan, projectPlan } from '../images/floor-plan';
import { greyTilePng } from '../images/grey-tile';
import { pagePhoto } from '../images/page-photos';
import { LARGEST_PHOTO_WIDTH } from '../images/photo-renderer';
import { portrait } from '../images/portraits';
import { renovationPhoto } from '../images/renovation-scenes';
import type { RouteModule } from './context';
import { photoAnswer } from './photo-answer';

/** Drawings never change for a given URL, so browsers and the site's image cache may keep them. */
function svg(c: Context, body: string) {
  return c.body(body, 200, {
    'content-type': 'image/svg+xml',
    'cache-control': 'public, max-age=31536000, immutable',
  });
}

const sizeOf = (query: string | undefined): PhotoSize =>
  query === 'thumb' || query === 'thumbnail' ? 'thumbnail' : query === 'medium' ? 'medium' : 'original';

/** The photos, plans and portraits the demo data links to, drawn on request. */
export const mediaRoutes: RouteModule = (app, { dataset, photos }) => {
  app.get('/media/estates/:id/:file', (c) => {
    const id = parseId(c.req.param('id'));
    const record = id === undefined ? undefined : dataset.recordById.get(id);
    if (id === undefined || !record) return notFound(c, 'Estate photo');
    const file = c.req.param('file');
    if (file === 'plan.svg' && record.floors) return svg(c, floorPlan(record.floors, `Plan ${id}`));
    if (file === 'plan.svg' && record.general.project) {
      const units = [...dataset.recordById.values()].filter((unit) => unit.general.parentId === id);
      if (units.length > 0) return svg(c, projectPlan(units, `Plan ${id}`));
    }
    if (file === 'panorama.svg') return svg(c, estatePanorama(id));
    // `{index}.jpg` is the photo at a width of the `w` parameter; `{index}.svg` the drawing it is made of.
    const [, index, extension] = /^(\d+)\.(jpg|svg)$/.exec(file) ?? [];
    const pictures = record.pictures ?? [];
    if (index === undefined || Number(index) >= pictures.length) return notFound(c, 'Estate photo');
    const headType = record.general.headType.id;
    if (extension === 'jpg') {
      const drawing = estatePhoto(id, headType, Number(index), 'original');
      return photoAnswer(c, photos, drawing, LARGEST_PHOTO_WIDTH);
    }
    return svg(c, estatePhoto(id, headType, Number(index), sizeOf(c.req.query('size'))));
  });

  app.get('/media/team/:file', (c) => {
    const id = parseId(/^(\d+)\.svg$/.exec(c.req.param('file'))?.[1]);
    const member = teamMembers.find((candidate) => candidate.id === id);
    if (!member) return notFound(c, 'Portrait');
    return svg(c, portrait(member.id, `${member.firstname[0]}${member.lastname[0]}`));
  });

  // Map tiles for a site that cannot reach a tile server (the benchmark runs offline): one flat square.
  const tile = greyTilePng();
  app.get('/tiles/:z/:x/:file', (c) => {
    if (!/^\d+\.png$/.test(c.req.param('file'))) return notFound(c, 'Tile');
    return c.body(new Uint8Array(tile), 200, {
      'content-type': 'image/png',
      'cache-control': 'public, max-age=86400',
    });
  });

  app.get('/media/renovations/:file', (c) => {
    const match = /^(\d+)-(before|after)\.svg$/.exec(c.req.param('file'));
    const body = match && renovationPhoto(Number(match[1]), match[2] as 'before' | 'after');
    return body ? svg(c, body) : notFound(c, 'Renovation photo');
  });

  app.get('/media/pages/:file', (c) => {
    const body = pagePhoto(c.req.param('file').replace(/\.svg$/, ''));
    return body ? svg(c, body) : notFound(c, 'Page photo');
  });
};
