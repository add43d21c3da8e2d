import type { CSSProperties } from 'react';

const HEX_COLOR = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** `color` mixed with `other` (#rrggbb both), `share` of the way towards `other`. */
export function mixHex(color: string, other: string, share: number): string {
  const from = HEX_COLOR.exec(color);
  const to = HEX_COLOR.exec(other);
  if (!from || !to) return color;
  const channels = [1, 2, 3].map((index) => {
    const a = parseInt(from[index]!, 16);
    const b = parseInt(to[index]!, 16);
    return Math.round(a + (b - a) * share)
      .toString(16)
      .padStart(2, '0');
  });
  return `#${channels.join('')}`;
}

/**
 * The site's brand colour as the accent tokens of tokens.css (with the darker and the pale shade
 * derived from it), set on the page so every component follows the site. No colour: the tokens stay.
 */
export function brandColorProperties(brandColor: string | null | undefined): CSSProperties | undefined {
  if (!brandColor || !HEX_COLOR.test(brandColor)) return undefined;
  return {
    '--color-accent': brandColor.toLowerCase(),
    '--color-accent-strong': mixHex(brandColor, '#000000', 0.18),
    '--color-accent-soft': mixHex(brandColor, '#ffffff', 0.88),
  } as CSSProperties;
}
