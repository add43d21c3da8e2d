import { html, type SafeHtml } from '../html';

/** One labelled answer of a form, as a mail lists it. */
export type MailAnswer = { label: string; value: string };

/** Answers as a two-column table: label in grey, value beside it (both escaped). */
export function answerTableHtml(rows: readonly MailAnswer[]): SafeHtml {
  return html`<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">
    ${rows.map(
      (row) =>
        html`<tr>
          <td style="padding:2px 12px 2px 0;color:#6b7280;vertical-align:top">${row.label}</td>
          <td style="padding:2px 0">${row.value}</td>
        </tr>`,
    )}
  </table>`;
}

export function answerTableText(rows: readonly MailAnswer[]): string {
  return rows.map((row) => `${row.label}: ${row.value}`).join('\n');
}
