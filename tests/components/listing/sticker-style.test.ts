import { describe, expect, it } from 'vitest';
import { stickerStyle } from '@/components/listing/sticker-style';

describe('stickerStyle', () => {
  it("keeps the agency's colours when they read at 4.5:1", () => {
    expect(stickerStyle({ text: 'Nieuw', color: '#14213d', textColor: '#ffffff' })).toEqual({
      backgroundColor: '#14213d',
      color: '#ffffff',
    });
  });

  it('turns small text that reads at only 3–4.5:1 ink or white (WCAG AA for small text)', () => {
    // White on this green is 3.5:1: enough for large text, not for a 14 px sticker.
    expect(stickerStyle({ text: 'Top', color: '#2a9d3c', textColor: '#ffffff' })?.color).toBe('#14213d');
  });
});
