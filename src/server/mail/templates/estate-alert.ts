import type { Locale } from '@/i18n/locales';
import { html, type SafeHtml } from '../html';
import type { ComposedMail } from '../message';
import { commonTexts } from './common-texts';
import type { MailEstate } from '@/display/mail/mail-estate';
import { estateCardHtml, estateCardText, type CardChange } from './estate-card';
import { estateAlertTexts, type DepartureStatus, type EstateAlertTexts } from './estate-alert-texts';
import { htmlPage, link, muted, paragraph, textPage, type MailBrand } from './layout';

/** An estate at a lower price: the card shows the price now, beside the one it was. */
export interface PriceDropEntry {
  estate: MailEstate;
  /** The former price, formatted. */
  previousPrice: string;
}

/** An estate that left the market: named only, as it may no longer have a page. */
export interface DepartureEntry {
  title: string;
  titleLang?: Locale;
  place: string;
  status: DepartureStatus;
}

export interface EstateAlertInput {
  locale: Locale;
  brand: MailBrand;
  /** New estates matching the search. */
  estates: readonly MailEstate[];
  priceDrops?: readonly PriceDropEntry[];
  backOnMarket?: readonly MailEstate[];
  /** Sold, rented, taken over or no longer online (a list of chosen estates only). */
  offMarket?: readonly DepartureEntry[];
  editUrl: string;
  /** The page that asks for confirmation (for people). */
  unsubscribeUrl: string;
  /** Accepts the RFC 8058 one-click POST (for mail programs). */
  oneClickUnsubscribeUrl: string;
}

type Section = { heading: string; html: SafeHtml[]; text: string[] };

function subjectOf(t: EstateAlertTexts, counts: number[]): string {
  const [fresh = 0, drops = 0, returns = 0, departures = 0] = counts;
  if (counts.filter((count) => count > 0).length > 1) return t.newsSubject;
  if (drops > 0) return t.priceDropSubject(drops);
  if (returns > 0) return t.backOnMarketSubject(returns);
  if (departures > 0) return t.offMarketSubject(departures);
  return t.subject(fresh);
}

function departureLine(entry: DepartureEntry, t: EstateAlertTexts): { html: SafeHtml; text: string } {
  const status = t.departure[entry.status ?? 'offline'];
  const place = entry.place ? ` · ${entry.place}` : '';
  const lang = entry.titleLang ? html`lang="${entry.titleLang}"` : '';
  return {
    html: html`<p style="margin:0 0 8px"><strong ${lang}>${entry.title}</strong>${place}: ${status}</p>`,
    text: `${entry.title}${place}: ${status}`,
  };
}

/** The news by kind, each under its heading; empty kinds are left out. */
function sectionsOf(input: EstateAlertInput, t: EstateAlertTexts): Section[] {
  const { locale } = input;
  const cards = (entries: readonly { estate: MailEstate; change: CardChange }[]) => ({
    html: entries.map(({ estate, change }) => estateCardHtml(estate, locale, change)),
    text: entries.map(({ estate, change }) => estateCardText(estate, locale, change)),
  });
  const departures = (input.offMarket ?? []).map((entry) => departureLine(entry, t));
  const sections: Section[] = [
    { heading: t.newHeading, ...cards(input.estates.map((estate) => ({ estate, change: {} }))) },
    {
      heading: t.priceDropHeading,
      ...cards(
        (input.priceDrops ?? []).map(({ estate, previousPrice }) => ({
          estate,
          change: { note: t.priceDropNote(previousPrice), previousPrice },
        })),
      ),
    },
    {
      heading: t.backOnMarketHeading,
      ...cards(
        (input.backOnMarket ?? []).map((estate) => ({ estate, change: { note: t.backOnMarketNote } })),
      ),
    },
    {
      heading: t.offMarketHeading,
      html: departures.map((line) => line.html),
      text: departures.map((line) => line.text),
    },
  ];
  return sections.filter((section) => section.text.length > 0);
}

/**
 * One alert mail: new estates, lower prices, estates back on the market and (for a list of chosen
 * estates) departures, each kind under its heading when there is more than one. The List-Unsubscribe
 * headers (RFC 8058) let a mail program offer its own unsubscribe button, which POSTs to the one-click
 * URL without opening the site.
 */
export function estateAlertMail(input: EstateAlertInput): ComposedMail {
  const t = estateAlertTexts[input.locale];
  const common = commonTexts[input.locale];
  const { brand, locale } = input;
  const counts = [input.estates, input.priceDrops, input.backOnMarket, input.offMarket].map(
    (entries) => entries?.length ?? 0,
  );
  const subject = subjectOf(t, counts);
  const sections = sectionsOf(input, t);
  const onlyNew = sections.length === 1 && counts[0]! > 0;
  const intro = onlyNew ? t.intro : t.newsIntro;
  const why = onlyNew ? t.why : t.whyNews;
  const headed = !onlyNew && sections.length > 1;
  const links = html`${link(input.editUrl, t.edit)} · ${link(input.unsubscribeUrl, t.unsubscribe)}`;
  const sectionHtml = sections.map(
    (section) =>
      html`${headed ? html`<h2 style="margin:24px 0 12px;font-size:18px">${section.heading}</h2>` : ''}${section.html}`,
  );
  return {
    subject,
    headers: {
      'List-Unsubscribe': `<${input.oneClickUnsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    html: htmlPage({
      locale,
      brand,
      title: subject,
      preview: intro,
      body: html`${paragraph(common.greeting)}${paragraph(intro)}${sectionHtml}${paragraph(html`${common.regards}<br />${brand.name}`)}`,
      footer: html`${muted(why)}${muted(links)}`,
    }),
    text: textPage(
      brand,
      [
        common.greeting,
        intro,
        ...sections.flatMap((section) =>
          headed ? [section.heading.toUpperCase(), ...section.text] : section.text,
        ),
        common.regards,
      ],
      [why, `${t.edit}: ${input.editUrl}\n${t.unsubscribe}: ${input.unsubscribeUrl}`],
    ),
  };
}
