import 'server-only';
import { getAppointment } from '@/server/content-service';
import type { Appointment } from '@/content-api/schemas';
import { isAppointmentId } from '@/domain/forms/appointment-schema';
import type { Locale } from '@/i18n/locales';
import { loadEstate } from '@/server/estates/estate-loader';
import { toMailEstate } from '@/server/mail';
import { appointmentSpan } from '@/server/mail/templates/appointment-confirmation';

export type AppointmentView =
  | { state: 'unknown' }
  | {
      state: Appointment['status'];
      when: string;
      name: string;
      estate: { title: string; url: string } | null;
    };

async function estateOf(estateId: number, locale: Locale) {
  try {
    const group = await loadEstate(estateId, locale);
    // A path of this site: the cancel page links to it like any other page.
    return group ? toMailEstate(group, locale, '') : null;
  } catch {
    return null;
  }
}

/** What the cancel page shows of an appointment, read fresh; 'unknown' for a bad or unknown id. */
export async function loadAppointmentView(appointmentId: string, locale: Locale): Promise<AppointmentView> {
  if (!isAppointmentId(appointmentId)) return { state: 'unknown' };
  const appointment = await getAppointment(appointmentId, { locale, cache: 'no-store' });
  if (!appointment) return { state: 'unknown' };
  const estate = await estateOf(appointment.estateId, locale);
  return {
    state: appointment.status,
    when: appointmentSpan(appointment.start, appointment.end, locale).when,
    name: appointment.name,
    estate: estate && { title: estate.title, url: estate.url },
  };
}
