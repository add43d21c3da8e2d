import { describe, expect, it } from 'vitest';
import { brandColorProperties, mixHex } from '@/components/layout/brand-colors';

describe('brand colours of the site', () => {
  it("become the accent tokens, with a darker and a pale shade of the site's colour", () => {
    expect(brandColorProperties('#1B6B86')).toEqual({
      '--color-accent': '#1b6b86',
      '--color-accent-strong': mixHex('#1b6b86', '#000000', 0.18),
      '--color-accent-soft': mixHex('#1b6b86', '#ffffff', 0.88),
    });
  });

  it('leave the design tokens alone without a usable colour', () => {
    expect(brandColorProperties(null)).toBeUndefined();
    expect(brandColorProperties('red; background: url(x)')).toBeUndefined();
  });

  it('mix colours channel by channel', () => {
    expect(mixHex('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixHex('#204060', '#000000', 0)).toBe('#204060');
  });
});
