import type { Locale } from '@/i18n/locales';
import { sanitizeContentHtml } from '@/server/sanitize';
import { TextParagraphs } from './TextParagraphs';

/** `lang`: the text's language, when the agency wrote none in the page's. */
type Props = { text: string; lang?: Locale; heading: string; headingId: string };

const looksLikeHtml = /<\/?[a-z][^>]*>/i;

/** The description: the agency's HTML through the site's allow-list, or plain text as paragraphs. */
export function EstateDescription({ text, lang, heading, headingId }: Props) {
  if (!text.trim()) return null;
  return (
    <section aria-labelledby={headingId} className="prose">
      <h2 id={headingId}>{heading}</h2>
      {looksLikeHtml.test(text) ? (
        <div lang={lang} dangerouslySetInnerHTML={{ __html: sanitizeContentHtml(text) }} />
      ) : (
        <div lang={lang}>
          <TextParagraphs text={text} />
        </div>
      )}
    </section>
  );
}
