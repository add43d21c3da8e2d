import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CancelAppointmentView } from '@/components/agenda/CancelAppointmentView';
import { isLocale } from '@/i18n/locales';
import { loadAppointmentView } from '@/server/appointments/appointment-view';
import { NotFoundPage } from '@/components/errors/NotFoundPage';

type Props = { params: Promise<{ lang: string; appointmentId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'CancelAppointment' });
  // A personal link from a mail: nothing for a search engine.
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

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
