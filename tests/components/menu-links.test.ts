import { describe, expect, it } from 'vitest';
import { toMenuLink } from '@/components/layout/menu-links';

describe('toMenuLink', () => {
  const item = { id: 3, label: { nl: 'Te koop', fr: 'À vendre' }, href: { nl: '/te-koop', fr: '/a-vendre' } };

  it('resolves a site page to its path segments in the visitor language', () => {
    expect(toMenuLink(item, 'fr')).toEqual({
      id: '3',
      label: 'À vendre',
      kind: 'page',
      segments: ['a-vendre'],
    });
  });

  it('falls back to Dutch when the language is missing', () => {
    expect(toMenuLink(item, 'de')).toMatchObject({ label: 'Te koop', segments: ['te-koop'] });
  });

  it('keeps full URLs as external links', () => {
    const external = { id: 'x', label: { en: 'Blog' }, href: { en: 'https://blog.example.be' } };
    expect(toMenuLink(external, 'en')).toEqual({
      id: 'x',
      label: 'Blog',
      kind: 'external',
      href: 'https://blog.example.be',
    });
  });

  it('gives the home page no segments and drops items without a label or target', () => {
    expect(toMenuLink({ id: 1, label: { nl: 'Home' }, href: { nl: '/' } }, 'nl')).toMatchObject({
      segments: [],
    });
    expect(toMenuLink({ id: 2, label: {}, href: { nl: '/x' } }, 'nl')).toBeNull();
  });
});
