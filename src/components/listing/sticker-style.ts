import type { CSSProperties } from 'react';
import type { EstateCardModel } from '@/display/listing/estate-card-model';

/** The site's own sticker: a light pill with ink text, like the back office's white-and-black default. */
const SITE_STICKER_BACKGROUND = '#ffffff';
const INK = '#14213d';
const WHITE = '#ffffff';

/** Relative luminance of a '#rgb' or '#rrggbb' colour (WCAG); null for any other notation. */
function luminance(color: string): number | null {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [red, green, blue] = [0, 2, 4].map((start) => {
    const channel = parseInt(full.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
}

function contrast(first: number, second: number): number {
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

/** A sticker's text is small (14 px semibold), so WCAG AA asks 4.5:1, not the 3:1 of large text. */
const MIN_CONTRAST = 4.5;

/**
 * The colours of a sticker. The agency's colours win, but a kept colour was chosen against the one
 * that was ignored (an accent text on the default white, say): when the pair no longer reads, the
 * text turns ink or white, whichever stands out on the background.
 */
export function stickerStyle(sticker: NonNullable<EstateCardModel['sticker']>): CSSProperties | undefined {
  if (!sticker.color && !sticker.textColor) return undefined;
  const background = sticker.color ?? SITE_STICKER_BACKGROUND;
  const backgroundLight = luminance(background);
  let text = sticker.textColor ?? INK;
  const textLight = luminance(text);
  if (
    backgroundLight !== null &&
    (textLight === null || contrast(backgroundLight, textLight) < MIN_CONTRAST)
  ) {
    const inkLight = luminance(INK) ?? 0;
    text = contrast(backgroundLight, inkLight) >= contrast(backgroundLight, 1) ? INK : WHITE;
  }
  return { backgroundColor: background, color: text };
}
