import type { MailEstate } from '@/display/mail/mail-estate';
import type { Locale } from '@/i18n/locales';
import { html, safeUrl, type SafeHtml } from '../html';
import { commonTexts } from './common-texts';
import { link } from './layout';

/** What changed, shown on a card: a line above the title ('Back on the market'), a price it was. */
export interface CardChange {
  note?: string;
  /** The former price, formatted: shown struck through beside the price now. */
  previousPrice?: string;
}

export function estateCardHtml(estate: MailEstate, locale: Locale, change: CardChange = {}): SafeHtml {
  const texts = commonTexts[locale];
  const image = safeUrl(estate.imageUrl);
  const details = [estate.place, ...estate.facts].filter((part) => part !== '').join(' · ');
  // A title the agency wrote in another language than the mail's is marked as such.
  const titleLang = estate.titleLang ? html`lang="${estate.titleLang}"` : '';
  return html`<table
    role="presentation"
    width="100%"
    cellpadding="0"
    cellspacing="0"
    style="margin:0 0 16px;border:1px solid #e5e7eb;border-radius:8px"
  >
    <tr>
      ${image ? html`<td width="160" style="padding:12px;vertical-align:top"><img src="${image}" alt="${estate.title}" width="160" style="display:block;width:160px;max-width:100%;height:auto;border-radius:4px" /></td>` : ''}
      <td style="padding:12px;vertical-align:top">
        ${change.note ? html`<p style="margin:0 0 4px;color:#b45309;font-size:14px;font-weight:bold">${change.note}</p>` : ''}
        <p style="margin:0 0 4px;font-weight:bold" ${titleLang}>${link(estate.url, estate.title)}</p>
        ${details ? html`<p style="margin:0 0 4px;color:#6b7280;font-size:14px">${details}</p>` : ''}
        <p style="margin:0 0 8px;font-weight:bold">
          ${estate.price ?? texts.priceOnRequest}${change.previousPrice ? html` <s style="color:#6b7280;font-weight:normal">${change.previousPrice}</s>` : ''}
        </p>
        <p style="margin:0;font-size:14px">${link(estate.url, texts.viewEstate)}</p>
      </td>
    </tr>
  </table>`;
}

export function estateCardText(estate: MailEstate, locale: Locale, change: CardChange = {}): string {
  const texts = commonTexts[locale];
  const details = [estate.place, ...estate.facts].filter((part) => part !== '').join(' · ');
  // The note says what changed, the former price included: a struck-through price has no plain text.
  return [change.note ?? '', estate.title, details, estate.price ?? texts.priceOnRequest, estate.url]
    .filter((line) => line !== '')
    .join('\n');
}
