import { sanitizeContentHtml } from '@/server/sanitize';
import { TextParagraphs } from './TextParagraphs';

type Props = { text: string; heading: string; headingId: string };

const looksLikeHtml = /<\/?[a-z][^>]*>/i;

/** The description: the agency's HTML through the site's allow-list, or plain text as paragraphs. */
export function EstateDescription({ text, heading, headingId }: Props) {
  if (!text.trim()) return null;
  return (
    <section aria-labelledby={headingId} className="prose">
      <h2 id={headingId}>{heading}</h2>
      {looksLikeHtml.test(text) ? (
        <div dangerouslySetInnerHTML={{ __html: sanitizeContentHtml(text) }} />
      ) : (
        <TextParagraphs text={text} />
      )}
    </section>
  );
}
