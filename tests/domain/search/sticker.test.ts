import { describe, expect, it } from 'vitest';
import { stickerFacts } from '@/domain/search/sticker';

const sticker = (color: string | null, colorText: string | null) => ({
  id: 1,
  name: { nl: 'Nieuw' },
  color,
  colorText,
});

describe('stickerFacts', () => {
  it('keeps chosen colours', () => {
    expect(stickerFacts(sticker('#d32f2f', '#ffffff'))).toMatchObject({
      color: '#d32f2f',
      textColor: '#ffffff',
    });
  });

  it.each(['#fff', '#ffffff', 'white', '#FFF', ' White '])('ignores a white sticker colour (%s)', (color) => {
    expect(stickerFacts(sticker(color, null))?.color).toBeNull();
  });

  it.each(['#000', '#000000', 'black', 'BLACK'])('ignores a black text colour (%s)', (colorText) => {
    expect(stickerFacts(sticker('#d32f2f', colorText))?.textColor).toBeNull();
  });

  it('keeps a white text colour and a black sticker colour', () => {
    expect(stickerFacts(sticker('#000', '#fff'))).toMatchObject({ color: '#000', textColor: '#fff' });
  });

  it('treats empty colours as none', () => {
    expect(stickerFacts(sticker('', '  '))).toMatchObject({ color: null, textColor: null });
  });

  it('is null without a sticker', () => {
    expect(stickerFacts(null)).toBeNull();
    expect(stickerFacts(undefined)).toBeNull();
  });
});
