import { requestParsed, sitePath, type CallOptions } from './http';
import { rentalReservationSchema, type RentalReservation, type RentalReservationRequest } from './schemas';

/**
 * Asks the agency to reserve a period. A period that is no longer available answers 409 and a bad
 * request 400; both raise `HttpError` so the form can tell the visitor which.
 */
export async function requestRentalReservation(
  reservation: RentalReservationRequest,
  options?: CallOptions,
): Promise<RentalReservation> {
  return requestParsed(rentalReservationSchema, 'POST', sitePath('rental-units', 'reservation'), {
    ...options,
    body: reservation,
  });
}
