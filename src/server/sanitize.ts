import 'server-only';
import sanitizeHtml from 'sanitize-html';

// Content-service HTML (CMS text, descriptions) is rendered only through this allow-list.
const allowList: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
    'span',
    'small',
    'sup',
    'sub',
  ],
  allowedAttributes: { a: ['href', 'title', 'hreflang', 'rel'], th: ['scope'], td: ['colspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer' } : attribs };
    },
  },
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, allowList);
}
