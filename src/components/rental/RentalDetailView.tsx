import { DetailTabs } from '@/components/estate/DetailTabs';
import { getTranslations } from 'next-intl/server';
import type { Locale, RentalUnit } from '@/content-api/schemas';
import type { RentalAvailability } from '@/server/rental/rental-detail';
import { loadSite } from '@/server/site-shell';
import { getSiteUrl } from '@/server/sites/request-site';
import { rentalDetailUrl } from '@/server/rental/rental-urls';
import { PrintAgencyContact } from '@/components/share/PrintAgencyContact';
import { PrintQrCode } from '@/components/share/PrintQrCode';
import { ShareAndPrint } from '@/components/share/ShareAndPrint';
import { RecentlyViewed } from '@/components/recently-viewed/RecentlyViewed';
import { toRentalCardModel } from '@/server/rental/rental-cards';
import { RentalAvailabilityPanel } from './RentalAvailabilityPanel';
import { RentalBreadcrumb } from './RentalBreadcrumb';
import { RentalDescription } from './RentalDescription';
import { RentalDetailHeader } from './RentalDetailHeader';
import { RentalFactsList } from './RentalFactsList';
import { RentalJsonLd } from './RentalJsonLd';
import { RentalLocation } from './RentalLocation';
import { RentalPhotos } from './RentalPhotos';
import { RentalReservationPanel } from './RentalReservationPanel';
import styles from './RentalDetail.module.css';

type Props = {
  unit: RentalUnit;
  availability: RentalAvailability;
  locale: Locale;
  title: string;
  today: string;
};

/** The holiday-rental detail page (spec §2): photos, facts in tabs, availability, map and reservation. */
export async function RentalDetailView({ unit, availability, locale, title, today }: Props) {
  const [t, siteUrl, site] = await Promise.all([
    getTranslations({ locale, namespace: 'RentalDetail' }),
    getSiteUrl(),
    loadSite(),
  ]);
  const { periods, failed } = availability;
  const canonicalUrl = rentalDetailUrl(siteUrl, unit.id, locale);
  const card = toRentalCardModel(unit, locale);
  return (
    <article className={styles.page}>
      <RentalPhotos unit={unit} locale={locale} title={title} />
      <div className={`container ${styles.layout}`}>
        <div className={styles.main}>
          <RentalBreadcrumb locale={locale} title={title} />
          <RentalDetailHeader unit={unit} locale={locale} title={title} />
          <ShareAndPrint url={canonicalUrl} title={title} />
          {/* The tabs are the visible titles; the outline names their section, above the months' h3. */}
          <section aria-labelledby="rental-about-title">
            <h2 id="rental-about-title" className="visually-hidden">
              {t('tabs')}
            </h2>
            <DetailTabs
              label={t('tabs')}
              tabs={[
                {
                  id: 'description',
                  label: t('tabDescription'),
                  panel: <RentalDescription unit={unit} locale={locale} />,
                },
                { id: 'facts', label: t('tabFacts'), panel: <RentalFactsList unit={unit} locale={locale} /> },
                {
                  id: 'availability',
                  label: t('tabAvailability'),
                  panel: (
                    <RentalAvailabilityPanel
                      periods={periods}
                      failed={failed}
                      locale={locale}
                      today={today}
                    />
                  ),
                },
              ]}
            />
          </section>
          <RentalLocation unit={unit} locale={locale} title={title} />
          <PrintAgencyContact site={site} locale={locale} />
          <PrintQrCode url={canonicalUrl} locale={locale} />
        </div>
        <aside className={styles.aside}>
          <RentalReservationPanel unit={unit} periods={periods} locale={locale} today={today} />
        </aside>
      </div>
      <RecentlyViewed
        locale={locale}
        current={{
          kind: 'rental',
          id: String(card.id),
          title: card.title,
          place: card.place,
          imageUrl: card.imageUrl,
          price: card.priceFrom,
        }}
      />
      <RentalJsonLd unit={unit} locale={locale} siteUrl={siteUrl} languages={site?.languages ?? []} />
    </article>
  );
}
