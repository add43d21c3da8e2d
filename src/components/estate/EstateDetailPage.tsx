import { getTranslations } from 'next-intl/server';
import { FavoriteButton } from '@/components/favorites/FavoriteButton';
import { getFavoriteButtonLabels } from '@/components/favorites/favorite-labels';
import { LiveAgendaSection } from '@/components/agenda/LiveAgendaSection';
import { getContactFormLabels } from '@/components/forms/contact-form-labels';
import { getSendToFriendLabels } from '@/components/forms/send-to-friend-labels';
import { SendToFriendButton } from '@/components/forms/SendToFriendButton';
import { getEstateCardLabels } from '@/components/listing/card-labels';
import { config } from '@/config';
import { localize } from '@/content-api/schemas';
import { isUnavailable } from '@/domain/search';
import type { Locale } from '@/i18n/locales';
import { buildDetailTabs } from '@/display/estate/detail-tabs';
import { estateHref } from '@/display/estate/estate-paths';
import { breadcrumbJsonLd, realEstateListingJsonLd } from '@/display/estate/estate-json-ld';
import { loadContactInfo } from '@/server/estates/estate-loader';
import { subjectPictures, subjectTitle, type EstateSubject } from '@/display/estate/estate-subject';
import { fieldFormatContext } from '@/server/estates/format-context';
import { addressLine } from '@/display/estate/header-facts';
import { getSiteUrl } from '@/server/sites/request-site';
import { badgeLabelsFrom } from './badge-labels';
import { ContactAside } from './ContactAside';
import { ContactFormsOnDemand } from './ContactFormsOnDemand';
import { EstateBreadcrumbs } from './EstateBreadcrumbs';
import { EstateDescription } from './EstateDescription';
import { EstateGallery } from './EstateGallery';
import { EstateIntro } from './EstateIntro';
import { EstateTabsSection } from './EstateTabsSection';
import { galleryProps } from './gallery-props';
import { JsonLdScript } from './JsonLdScript';
import { LocationSection } from './LocationSection';
import { MediaLinks } from './MediaLinks';
import { ProjectUnits } from './ProjectUnits';
import { SimilarEstates } from './SimilarEstates';
import styles from './EstateDetailPage.module.css';

type Props = { subject: EstateSubject; locale: Locale };

/** A property, project or project unit page: header, gallery, texts, tabs, media, map, contact, similar estates. */
export async function EstateDetailPage({ subject, locale }: Props) {
  const { group, record, project, unit } = subject;
  const [t, tContact, tSimilar, context, cardLabels, favoriteLabels, contactInfo] = await Promise.all([
    getTranslations({ locale, namespace: 'EstateDetail' }),
    getTranslations({ locale, namespace: 'EstateContact' }),
    getTranslations({ locale, namespace: 'EstateSimilar' }),
    fieldFormatContext(locale),
    getEstateCardLabels(locale),
    getFavoriteButtonLabels(locale),
    record.salesRep?.firstname || record.salesRep?.lastname ? null : loadContactInfo(group.id),
  ]);
  const [contactFormLabels, sendToFriendLabels, tAgenda, siteUrl] = await Promise.all([
    getContactFormLabels(locale),
    getSendToFriendLabels(locale),
    getTranslations({ locale, namespace: 'LiveAgenda' }),
    getSiteUrl(),
  ]);
  // Visits are booked for what is still on offer; the live agenda is the record's own.
  const agendaId = isUnavailable(record) ? null : record.general.id;
  const contactEstateId = Number(group.id) > 0 ? Number(group.id) : undefined;
  const title = subjectTitle(subject, locale);
  const address = addressLine(record, locale);
  const badgeLabels = badgeLabelsFrom(cardLabels);
  const gallery = await galleryProps(subjectPictures(subject), record.videos ?? [], title, locale);
  const description =
    localize(record.general.description, locale) ||
    (unit ? localize(project?.general.description, locale) : '');
  const projectTitle = project ? subjectTitle({ ...subject, record: project, unit: null }, locale) : '';
  const jsonLdOptions = { siteUrl, homeLabel: t('home') };
  const crumbs = [
    { label: t('home'), href: '/' as const },
    ...(unit ? [{ label: projectTitle, href: estateHref(group, locale) }] : []),
    { label: title },
  ];

  return (
    <article className={`container ${styles.page}`} data-estate-id={group.id} data-unit-id={unit?.general.id}>
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
            badgeLabels={badgeLabels}
            favorite={<FavoriteButton estateId={group.id} {...favoriteLabels} />}
          />
          <EstateDescription text={description} heading={t('description')} headingId="estate-description" />
          {project && !unit && (
            <ProjectUnits group={group} locale={locale} headingId="estate-units" badgeLabels={badgeLabels} />
          )}
          <EstateTabsSection
            tabs={buildDetailTabs(record, context)}
            locale={locale}
            labels={context.labels}
            headingId="estate-details"
          />
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
              labels={contactFormLabels}
              recaptchaSiteKey={config.recaptchaSiteKey}
            />
          }
          actions={
            <>
              {agendaId !== null && (
                <a href="#visit" className="button button--ghost">
                  {tAgenda('shortcut')}
                </a>
              )}
              {contactEstateId && (
                <SendToFriendButton
                  estateId={contactEstateId}
                  locale={locale}
                  labels={sendToFriendLabels}
                  recaptchaSiteKey={config.recaptchaSiteKey}
                />
              )}
            </>
          }
        />
      </div>
      <SimilarEstates
        estateId={group.id}
        locale={locale}
        texts={{
          heading: tSimilar('heading'),
          loading: tSimilar('loading'),
          error: tSimilar('error'),
          retry: tSimilar('retry'),
        }}
        cardLabels={cardLabels}
        favoriteLabels={favoriteLabels}
      />
      <a href="#contact" className={`button ${styles.contactShortcut}`}>
        {tContact('shortcut')}
      </a>
    </article>
  );
}
