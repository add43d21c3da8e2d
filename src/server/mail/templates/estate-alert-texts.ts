import type { EstateStatus } from '@/content-api/schemas';
import type { Locale } from '@/i18n/locales';

/** A status an estate left the market with; null: no longer online. */
export type DepartureStatus = Extract<EstateStatus, 'SOLD' | 'RENTED' | 'TAKEN_OVER'> | null;

export interface EstateAlertTexts {
  subject: (count: number) => string;
  /** One kind of news only: price drops, returns, departures; several kinds: `newsSubject`. */
  priceDropSubject: (count: number) => string;
  backOnMarketSubject: (count: number) => string;
  offMarketSubject: (count: number) => string;
  newsSubject: string;
  intro: string;
  newsIntro: string;
  newHeading: string;
  priceDropHeading: string;
  backOnMarketHeading: string;
  offMarketHeading: string;
  priceDropNote: (previous: string) => string;
  backOnMarketNote: string;
  departure: Record<'SOLD' | 'RENTED' | 'TAKEN_OVER' | 'offline', string>;
  why: string;
  whyNews: string;
  edit: string;
  unsubscribe: string;
}

/** The words of the alert mail. Belgian usage: formal address in Dutch, French and German. */
export const estateAlertTexts: Record<Locale, EstateAlertTexts> = {
  nl: {
    subject: (n) =>
      n === 1
        ? 'Een nieuw pand dat bij uw zoekopdracht past'
        : `${n} nieuwe panden die bij uw zoekopdracht passen`,
    priceDropSubject: (n) =>
      n === 1 ? 'Een pand is in prijs verlaagd' : `${n} panden zijn in prijs verlaagd`,
    backOnMarketSubject: (n) =>
      n === 1 ? 'Een pand is opnieuw beschikbaar' : `${n} panden zijn opnieuw beschikbaar`,
    offMarketSubject: (n) =>
      n === 1
        ? 'Een pand dat u volgt is niet meer beschikbaar'
        : `${n} panden die u volgt zijn niet meer beschikbaar`,
    newsSubject: 'Nieuws over de panden van uw zoekopdracht',
    intro: 'Deze panden zijn nieuw in ons aanbod en passen bij uw zoekopdracht.',
    newsIntro: 'Er is nieuws over panden die bij uw zoekopdracht passen.',
    newHeading: 'Nieuw in ons aanbod',
    priceDropHeading: 'In prijs verlaagd',
    backOnMarketHeading: 'Opnieuw beschikbaar',
    offMarketHeading: 'Niet meer beschikbaar',
    priceDropNote: (previous) => `Prijs verlaagd, was ${previous}`,
    backOnMarketNote: 'Opnieuw beschikbaar',
    departure: {
      SOLD: 'Verkocht',
      RENTED: 'Verhuurd',
      TAKEN_OVER: 'Overgenomen',
      offline: 'Niet meer online',
    },
    why: 'U ontvangt deze e-mail omdat u zich op onze website inschreef voor nieuwe panden.',
    whyNews: 'U ontvangt deze e-mail omdat u zich op onze website inschreef om op de hoogte te blijven.',
    edit: 'Zoekopdracht aanpassen',
    unsubscribe: 'Uitschrijven',
  },
  fr: {
    subject: (n) =>
      n === 1
        ? 'Un nouveau bien correspond à votre recherche'
        : `${n} nouveaux biens correspondent à votre recherche`,
    priceDropSubject: (n) => (n === 1 ? 'Le prix d’un bien a baissé' : `Le prix de ${n} biens a baissé`),
    backOnMarketSubject: (n) =>
      n === 1 ? 'Un bien est de nouveau disponible' : `${n} biens sont de nouveau disponibles`,
    offMarketSubject: (n) =>
      n === 1
        ? 'Un bien que vous suivez n’est plus disponible'
        : `${n} biens que vous suivez ne sont plus disponibles`,
    newsSubject: 'Du nouveau sur les biens de votre recherche',
    intro: 'Ces biens viennent d’entrer dans notre offre et correspondent à votre recherche.',
    newsIntro: 'Il y a du nouveau sur des biens qui correspondent à votre recherche.',
    newHeading: 'Nouveau dans notre offre',
    priceDropHeading: 'Prix en baisse',
    backOnMarketHeading: 'De nouveau disponible',
    offMarketHeading: 'Plus disponible',
    priceDropNote: (previous) => `Prix en baisse, auparavant ${previous}`,
    backOnMarketNote: 'De nouveau disponible',
    departure: { SOLD: 'Vendu', RENTED: 'Loué', TAKEN_OVER: 'Repris', offline: 'Plus en ligne' },
    why: 'Vous recevez cet e-mail parce que vous vous êtes inscrit aux nouveaux biens sur notre site.',
    whyNews: 'Vous recevez cet e-mail parce que vous vous êtes inscrit sur notre site pour rester informé.',
    edit: 'Modifier ma recherche',
    unsubscribe: 'Me désinscrire',
  },
  en: {
    subject: (n) =>
      n === 1 ? 'A new property matches your search' : `${n} new properties match your search`,
    priceDropSubject: (n) =>
      n === 1 ? 'A property has a lower price' : `${n} properties have a lower price`,
    backOnMarketSubject: (n) =>
      n === 1 ? 'A property is back on the market' : `${n} properties are back on the market`,
    offMarketSubject: (n) =>
      n === 1
        ? 'A property you follow is no longer available'
        : `${n} properties you follow are no longer available`,
    newsSubject: 'News about the properties of your search',
    intro: 'These properties are new in our offer and match your search.',
    newsIntro: 'There is news about properties that match your search.',
    newHeading: 'New in our offer',
    priceDropHeading: 'Price lowered',
    backOnMarketHeading: 'Back on the market',
    offMarketHeading: 'No longer available',
    priceDropNote: (previous) => `Price lowered, was ${previous}`,
    backOnMarketNote: 'Back on the market',
    departure: { SOLD: 'Sold', RENTED: 'Rented', TAKEN_OVER: 'Taken over', offline: 'No longer online' },
    why: 'You receive this e-mail because you subscribed to new properties on our website.',
    whyNews: 'You receive this e-mail because you asked to be kept informed on our website.',
    edit: 'Change my search',
    unsubscribe: 'Unsubscribe',
  },
  de: {
    subject: (n) =>
      n === 1 ? 'Eine neue Immobilie passt zu Ihrer Suche' : `${n} neue Immobilien passen zu Ihrer Suche`,
    priceDropSubject: (n) =>
      n === 1 ? 'Eine Immobilie ist im Preis gesenkt' : `${n} Immobilien sind im Preis gesenkt`,
    backOnMarketSubject: (n) =>
      n === 1 ? 'Eine Immobilie ist wieder verfügbar' : `${n} Immobilien sind wieder verfügbar`,
    offMarketSubject: (n) =>
      n === 1
        ? 'Eine Immobilie, der Sie folgen, ist nicht mehr verfügbar'
        : `${n} Immobilien, denen Sie folgen, sind nicht mehr verfügbar`,
    newsSubject: 'Neues zu den Immobilien Ihrer Suche',
    intro: 'Diese Immobilien sind neu in unserem Angebot und passen zu Ihrer Suche.',
    newsIntro: 'Es gibt Neues zu Immobilien, die zu Ihrer Suche passen.',
    newHeading: 'Neu in unserem Angebot',
    priceDropHeading: 'Preis gesenkt',
    backOnMarketHeading: 'Wieder verfügbar',
    offMarketHeading: 'Nicht mehr verfügbar',
    priceDropNote: (previous) => `Preis gesenkt, vorher ${previous}`,
    backOnMarketNote: 'Wieder verfügbar',
    departure: {
      SOLD: 'Verkauft',
      RENTED: 'Vermietet',
      TAKEN_OVER: 'Übernommen',
      offline: 'Nicht mehr online',
    },
    why: 'Sie erhalten diese E-Mail, weil Sie sich auf unserer Website für neue Immobilien angemeldet haben.',
    whyNews:
      'Sie erhalten diese E-Mail, weil Sie sich auf unserer Website angemeldet haben, um informiert zu bleiben.',
    edit: 'Suche ändern',
    unsubscribe: 'Abmelden',
  },
};
