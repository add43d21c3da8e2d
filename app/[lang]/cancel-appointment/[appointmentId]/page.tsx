import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { CancelAppointmentView } from '@/components/agenda/CancelAppointmentView';
import { isLocale } from '@/i18n/locales';
import { loadAppointmentView } from '@/server/appointments/appointment-view';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import type { Props } from './metadata';

export { generateMetadata } from './metadata';

/**
 * The link of the confirmation mail: shows the appointment and cancels it once the visitor confirms. An
 * unknown appointment is the 404 page, saying where the link comes from.
 */
export default async function CancelAppointmentPage({ params }: Props) {
  const { lang, appointmentId } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const view = await loadAppointmentView(appointmentId, lang);
  if (view.state === 'unknown') return <NotFoundPage locale={lang} about="appointment" />;
  return <CancelAppointmentView locale={lang} appointmentId={appointmentId} view={view} />;
}
