import type { Locale } from '@/i18n/locales';
import { html, safeUrl, trustedHtml, type HtmlValue, type SafeHtml } from '../html';

/** Who the mail comes from, as the visitor knows the agency. */
export interface MailBrand {
  name: string;
  /** The public site, e.g. 'https://immo-peeters.be' (no trailing slash). */
  siteUrl: string;
  /** '#rrggbb' accent; anything else falls back to the default. */
  color?: string | null;
}

const DEFAULT_ACCENT = '#1d4ed8';
const TEXT_COLOUR = '#1f2937';
const MUTED_COLOUR = '#6b7280';
const FONT = 'Arial, Helvetica, sans-serif';

function accentOf(brand: MailBrand): string {
  return brand.color && /^#[0-9a-fA-F]{6}$/.test(brand.color) ? brand.color : DEFAULT_ACCENT;
}

export function paragraph(content: HtmlValue): SafeHtml {
  return html`<p style="margin:0 0 16px">${content}</p>`;
}

export function muted(content: HtmlValue): SafeHtml {
  return html`<p style="margin:0 0 8px;color:${MUTED_COLOUR};font-size:13px">${content}</p>`;
}

/** A link styled as a button; nothing at all when the URL is not http(s). */
export function button(url: string, label: string, brand: MailBrand): SafeHtml {
  const href = safeUrl(url);
  if (!href) return trustedHtml('');
  return html`<p style="margin:0 0 16px">
    <a
      href="${href}"
      style="display:inline-block;padding:10px 18px;background:${accentOf(brand)};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold"
      >${label}</a
    >
  </p>`;
}

export function link(url: string, label: string): SafeHtml {
  const href = safeUrl(url);
  return href ? html`<a href="${href}" style="color:${TEXT_COLOUR}">${label}</a>` : html`${label}`;
}

/** A quoted block of visitor text: escaped, line breaks kept. */
export function quote(content: SafeHtml): SafeHtml {
  return html`<blockquote
    style="margin:0 0 16px;padding:8px 16px;border-left:3px solid #e5e7eb;color:${TEXT_COLOUR}"
  >
    ${content}
  </blockquote>`;
}

export interface HtmlPage {
  locale: Locale;
  brand: MailBrand;
  title: string;
  /** The line mail programs show after the subject. */
  preview: string;
  body: SafeHtml;
  footer: SafeHtml;
}

/** The frame of every mail: tables and inline styles, which is what mail programs render reliably. */
export function htmlPage(page: HtmlPage): string {
  const { brand } = page;
  const home = safeUrl(brand.siteUrl);
  const name = home
    ? html`<a href="${home}" style="color:${TEXT_COLOUR};text-decoration:none">${brand.name}</a>`
    : html`${brand.name}`;
  return html`<!doctype html>
    <html lang="${page.locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${page.title}</title>
      </head>
      <body style="margin:0;padding:0;background:#f4f4f5">
        <div style="display:none;max-height:0;overflow:hidden">${page.preview}</div>
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5">
          <tr>
            <td align="center" style="padding:24px 12px">
              <table
                role="presentation"
                width="100%"
                cellpadding="0"
                cellspacing="0"
                style="max-width:600px;background:#ffffff;border-radius:8px;font-family:${FONT};color:${TEXT_COLOUR};font-size:16px;line-height:1.5"
              >
                <tr>
                  <td
                    style="padding:20px 24px;border-bottom:3px solid ${accentOf(brand)};font-size:20px;font-weight:bold"
                  >
                    ${name}
                  </td>
                </tr>
                <tr>
                  <td style="padding:24px">${page.body}</td>
                </tr>
                <tr>
                  <td style="padding:16px 24px;border-top:1px solid #e5e7eb">${page.footer}</td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html> `.value;
}

/** The plain-text twin: blocks separated by a blank line, then a signature with the agency's site. */
export function textPage(
  brand: MailBrand,
  blocks: readonly (string | null | false | undefined)[],
  footer: readonly string[],
): string {
  const body = blocks.filter((block): block is string => typeof block === 'string' && block !== '');
  return [...body, `-- \n${brand.name}\n${brand.siteUrl}`, ...footer].join('\n\n') + '\n';
}

/** Visitor text quoted in a plain-text mail. */
export function quoteText(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => `> ${line}`)
    .join('\n');
}
