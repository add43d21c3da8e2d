import type { Reservation } from '@/domain/rental';

export type SendResult = 'sent' | 'period-taken' | 'failed';

/**
 * Posts a checked request to the site's JSON endpoint. Like every form of the site it reads only the
 * status (spec §7): 201 is success, 409 a period taken meanwhile, anything else a failure.
 */
export async function sendReservation(endpoint: string, reservation: Reservation): Promise<SendResult> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(reservation),
    });
    if (response.ok) return 'sent';
    console.error(`Reservation request answered ${response.status}`);
    return response.status === 409 ? 'period-taken' : 'failed';
  } catch (error) {
    console.error('Reservation request could not be sent', error);
    return 'failed';
  }
}
