import { getTranslations } from 'next-intl/server';
import { FavoriteButton } from '@/components/favorites/FavoriteButton';
import { CompareToggle } from '@/components/compare/CompareToggle';
import { RecentlyViewed } from '@/components/recently-viewed/RecentlyViewed';
import { LiveAgendaSection } from '@/components/agenda/LiveAgendaSection';
import { SendToFriendButton } from '@/components/forms/SendToFriendButton';
import { config } from '@/config';
import { pageText } from '@/content-api/schemas';
import { favoriteStateOf } from '@/domain/favorites/estate-favorite-state';
import { isUnavailable } from '@/domain/search';
import { IslandMessages } from '@/i18n/IslandMessages';
import type { Locale } from '@/i18n/locales';
import { getFormAgreements } from '@/server/agreements';
import { buildDetailTabs } from '@/display/estate/detail-tabs';
import { estateHref, estateLanguageUrls } from '@/display/estate/estate-paths';
import { breadcrumbJsonLd, realEstateListingJsonLd } from '@/display/estate/estate-json-ld';
import { loadContactInfo } from '@/server/estates/estate-loader';
import { subjectPictures, subjectTitleText, type EstateSubject } from '@/display/estate/estate-subject';
import { fieldFormatContext } from '@/server/estates/format-context';
import { addressLine } from '@/display/estate/header-facts';
import { getSiteUrl } from '@/server/sites/request-site';
import { ContactAside } from './ContactAside';
import { ContactFormsOnDemand } from './ContactFormsOnDemand';
import { ContactShortcut } from './ContactShortcut';
import { EstateBreadcrumbs } from './EstateBreadcrumbs';
import { EstateDescription } from './EstateDescription';
import { EstateGallery } from './EstateGallery';
import { EstateIntro } from './EstateIntro';
import { EstateTabsSection } from './EstateTabsSection';
import { galleryProps } from './gallery-props';
import { JsonLdScript } from '@/components/seo/JsonLdScript';
import { PurchaseCostsSection } from '@/components/purchase-costs/PurchaseCostsSection';
import { PrintQrCode } from '@/components/share/PrintQrCode';
import { ShareAndPrint } from '@/components/share/ShareAndPrint';
import { LocationSection } from './LocationSection';
import { MediaLinks } from './MediaLinks';
import { ProjectUnits } from './ProjectUnits';
import { SimilarEstates } from './SimilarEstates';
import styles from './EstateDetailPage.module.css';

type Props = { subject: EstateSubject; locale: Locale };

/** What the page's client parts read: gallery, heart, both contact forms, send-to-a-friend, similar estates. */
const DETAIL_CLIENT_NAMESPACES = [
  'FavoriteButton',
  'CompareToggle',
  'ContactForm',
  'FormErrors',
  'SendToFriend',
  'VisitorFormErrors',
  'CaptchaNotice',
  'EstateSimilar',
  'EstateCard',
  'PriceDrop',
  'EstateMedia',
  'VideoOnRequest',
] as const;

/** A property, project or project unit page: header, gallery, texts, tabs, media, map, contact, similar estates. */
export async function EstateDetailPage({ subject, locale }: Props) {
  const { group, record, project, unit } = subject;
  const [t, tContact, context, contactInfo] = await Promise.all([
    getTranslations({ locale, namespace: 'EstateDetail' }),
    getTranslations({ locale, namespace: 'EstateContact' }),
    fieldFormatContext(locale),
    record.salesRep?.firstname || record.salesRep?.lastname ? null : loadContactInfo(group.id),
  ]);
  const [agreements, tAgenda, siteUrl] = await Promise.all([
    getFormAgreements(locale),
    getTranslations({ locale, namespace: 'LiveAgenda' }),
    getSiteUrl(),
  ]);
  // Visits are booked for what is still on offer; the live agenda is the record's own.
  const agendaId = isUnavailable(record) ? null : record.general.id;
  const contactEstateId = Number(group.id) > 0 ? Number(group.id) : undefined;
  const titleText = subjectTitleText(subject, locale);
  const title = titleText.text;
  const address = addressLine(record, locale);
  const gallery = await galleryProps(subjectPictures(subject), record.videos ?? [], title, locale);
  const ownDescription = pageText(record.general.description, locale);
  const description =
    ownDescription.text || !unit ? ownDescription : pageText(project?.general.description, locale);
  const projectTitle = project ? subjectTitleText({ ...subject, record: project, unit: null }, locale) : null;
  const jsonLdOptions = { siteUrl, homeLabel: t('home') };
  const canonicalUrl = estateLanguageUrls(siteUrl, group, unit)[locale];
  const crumbs = [
    { label: t('home'), href: '/' as const },
    ...(unit && projectTitle
      ? [{ label: projectTitle.text, lang: projectTitle.lang, href: estateHref(group, locale) }]
      : []),
    { label: title, lang: titleText.lang },
  ];

  return (
    <article className={`container ${styles.page}`} data-estate-id={group.id} data-unit-id={unit?.general.id}>
      <IslandMessages namespaces={DETAIL_CLIENT_NAMESPACES}>
        <JsonLdScript data={realEstateListingJsonLd(subject, locale, jsonLdOptions)} />
        <JsonLdScript data={breadcrumbJsonLd(subject, locale, jsonLdOptions)} />
        <EstateBreadcrumbs label={t('breadcrumb')} crumbs={crumbs} />
        <EstateGallery {...gallery} />
        <div className={styles.columns}>
          <div className={styles.main}>
            <EstateIntro
              subject={subject}
              locale={locale}
              context={context}
              favorite={<FavoriteButton estateId={group.id} current={favoriteStateOf(group)} />}
            />
            <ShareAndPrint url={canonicalUrl} title={title} />
            <EstateDescription
              text={description.text}
              lang={description.lang}
              heading={t('description')}
              headingId="estate-description"
            />
            {project && !unit && <ProjectUnits group={group} locale={locale} headingId="estate-units" />}
            <EstateTabsSection
              tabs={buildDetailTabs(record, context)}
              locale={locale}
              labels={context.labels}
              headingId="estate-details"
            />
            <PurchaseCostsSection record={record} locale={locale} headingId="estate-costs" />
            {agendaId !== null && (
              <LiveAgendaSection agendaId={agendaId} locale={locale} headingId="estate-visit" />
            )}
            <MediaLinks record={record} locale={locale} codes={context.codes} />
            <LocationSection
              record={record}
              locale={locale}
              title={title}
              address={address}
              texts={{
                heading: t('location'),
                mapLabel: t('mapLabel', { title }),
                addressOnRequest: t('addressOnRequest'),
              }}
              headingId="estate-location"
            />
          </div>
          <ContactAside
            salesRep={record.salesRep ?? project?.salesRep}
            contactInfo={contactInfo}
            locale={locale}
            labels={context.labels}
            headingId="estate-contact"
            form={
              <ContactFormsOnDemand
                locale={locale}
                estateId={contactEstateId}
                agreements={agreements}
                recaptchaSiteKey={config.recaptchaSiteKey}
              />
            }
            actions={
              <>
                <CompareToggle estateId={group.id} appearance="action" />
                {agendaId !== null && (
                  <a href="#visit" className="button button--ghost">
                    {tAgenda('shortcut')}
                  </a>
                )}
                {contactEstateId && (
                  <SendToFriendButton
                    estateId={contactEstateId}
                    locale={locale}
                    recaptchaSiteKey={config.recaptchaSiteKey}
                  />
                )}
              </>
            }
          />
        </div>
        <PrintQrCode url={canonicalUrl} locale={locale} />
        <SimilarEstates estateId={group.id} locale={locale} />
        <RecentlyViewed locale={locale} current={{ kind: 'estate', id: group.id }} placement="detail" />
        <ContactShortcut targetId="contact" label={tContact('shortcut')} />
      </IslandMessages>
    </article>
  );
}
