import 'server-only';
import sanitizeHtml from 'sanitize-html';

// A consent text sits inside a <label>: phrasing content only, so paragraphs melt into the line.
const inlineAllowList: sanitizeHtml.IOptions = {
  allowedTags: ['a', 'strong', 'b', 'em', 'i', 'br'],
  allowedAttributes: { a: ['href', 'hreflang', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    // In a new tab, so the visitor who reads the privacy statement does not lose the filled-in form.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
};

/** An agreement's HTML as inline markup for a checkbox label; '' when nothing readable is left. */
export function toConsentHtml(html: string): string {
  const inline = sanitizeHtml(html.replace(/<\/(p|div|li|h\d)\s*>/gi, ' '), inlineAllowList);
  const collapsed = inline.replace(/\s+/g, ' ').trim();
  const readable = sanitizeHtml(collapsed, { allowedTags: [], allowedAttributes: {} }).trim();
  return readable === '' ? '' : collapsed;
}
