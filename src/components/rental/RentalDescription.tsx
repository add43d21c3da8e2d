import { localize, type Locale, type RentalUnit } from '@/content-api/schemas';
import { isHtmlText, textParagraphs } from '@/domain/rental';
import { sanitizeContentHtml } from '@/server/sanitize';

type Props = { unit: RentalUnit; locale: Locale };

/** The unit's description: HTML from the service through the allow-list, plain text as paragraphs. */
export function RentalDescription({ unit, locale }: Props) {
  const text = localize(unit.general.description, locale) || localize(unit.general.descriptionShort, locale);
  if (!text.trim()) return null;
  if (isHtmlText(text)) {
    return <div className="prose" dangerouslySetInnerHTML={{ __html: sanitizeContentHtml(text) }} />;
  }
  return (
    <div className="prose">
      {textParagraphs(text).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
