import {
  rentalFiltersBodySchema,
  rentalReservationRequestSchema,
  rentalSearchBodySchema,
  type RentalUnit,
} from '@/content-api/schemas';
import { errorResponse, notFound, parseId, readJsonBody } from '../errors';
import { rentalPhotoSeries } from '../images/rental-photos';
import { rentalFilterOptions, searchRentals } from '../search/rental-search';
import { RENTAL_PHOTO_WIDTHS, type RentalPhotoSize } from '../media-urls';
import type { RouteModule } from './context';
import { photoAnswer } from './photo-answer';

const photoName = /^(\d+)-(original|medium|thumbnail)\.(jpg|svg)$/;

/** Holiday rentals: search, filters, detail, periods, photos and reservation requests. */
export const rentalRoutes: RouteModule = (app, { dataset, bookings, photos }) => {
  const periodsOf = (unit: RentalUnit) => dataset.periods.get(Number(unit.id)) ?? [];
  const findUnit = (id: string | undefined) => {
    const numeric = parseId(id);
    return numeric === undefined ? undefined : dataset.rentalById.get(numeric);
  };

  app.post('/sites/:siteId/rental-units', async (c) => {
    const body = await readJsonBody(c, rentalSearchBodySchema);
    return body.ok ? c.json(searchRentals(dataset.rentals, periodsOf, body.data)) : body.response;
  });

  app.post('/sites/:siteId/rental-units/filters', async (c) => {
    const body = await readJsonBody(c, rentalFiltersBodySchema);
    return body.ok ? c.json(rentalFilterOptions(dataset.rentals, periodsOf, body.data.query)) : body.response;
  });

  app.post('/sites/:siteId/rental-units/reservation', async (c) => {
    const body = await readJsonBody(c, rentalReservationRequestSchema);
    if (!body.ok) return body.response;
    const unit = findUnit(String(body.data.rentalUnitId));
    const maxGuests = unit?.general.maxOccupation;
    if (maxGuests && body.data.guests > maxGuests) {
      return errorResponse(c, 400, 'invalid_body', 'Too many guests for this unit', {
        guests: `At most ${maxGuests} guests`,
      });
    }
    const outcome = bookings.reserve(body.data);
    return outcome.ok
      ? c.json(outcome.value, 201)
      : errorResponse(c, outcome.status, outcome.code, outcome.message);
  });

  app.get('/sites/:siteId/rental-units/photo/:unitId/:photo', (c) => {
    const unit = findUnit(c.req.param('unitId'));
    const match = photoName.exec(c.req.param('photo'));
    if (!unit || !match || Number(match[1]) >= unit.photos.length) return notFound(c, 'Photo');
    const size = match[2] as RentalPhotoSize;
    if (match[3] === 'jpg') {
      const drawing = rentalPhotoSeries(unit, Number(match[1]), 'original');
      return photoAnswer(c, photos, drawing, RENTAL_PHOTO_WIDTHS[size]);
    }
    const svg = rentalPhotoSeries(unit, Number(match[1]), size);
    return c.body(svg, 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });

  app.get('/sites/:siteId/rental-units/:id', (c) => {
    const unit = findUnit(c.req.param('id'));
    return unit ? c.json(unit) : notFound(c, 'Rental unit');
  });

  app.get('/sites/:siteId/rental-units/:id/periods', (c) => {
    const unit = findUnit(c.req.param('id'));
    return unit ? c.json(periodsOf(unit)) : notFound(c, 'Rental unit');
  });
};
