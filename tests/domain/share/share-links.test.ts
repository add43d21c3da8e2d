import { describe, expect, it } from 'vitest';
import { mailShareHref, whatsAppShareHref } from '@/domain/share/share-links';

const url = 'https://www.kantoor.be/nl/aanbod/huis-te-koop-gent/1234';
const title = 'Huis & tuin in Gent';

describe('share links', () => {
  it('opens WhatsApp with the title and the canonical address as the message', () => {
    const href = new URL(whatsAppShareHref(url, title));
    expect(href.origin).toBe('https://wa.me');
    expect(href.searchParams.get('text')).toBe(`${title} ${url}`);
  });

  it('starts a mail with the title as subject and the address in the body', () => {
    const href = mailShareHref(url, title);
    expect(href.startsWith('mailto:?')).toBe(true);
    const params = new URLSearchParams(href.slice('mailto:?'.length));
    expect(params.get('subject')).toBe(title);
    expect(params.get('body')).toBe(`${title}\n${url}`);
  });
});
