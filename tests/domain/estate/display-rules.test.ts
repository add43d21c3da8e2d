import { describe, expect, it } from 'vitest';
import {
  isAddressVisible,
  isAsBuiltCertificateShown,
  isFloodScoreShown,
  isHeritageInventoryShown,
  isHiddenValue,
  isPlanningValueShown,
  isPlot,
  isRentalStatus,
  isVatRegime,
  isWalloon,
  showsFloodIcon,
  stickerColors,
  townPlanningViolationText,
} from '@/domain/estate/display-rules';
import { displayText } from '@/domain/estate/display-texts';
import { estateRecord } from './estate-fixture';

const walloon = (general = {}) => estateRecord({ address: { region: 'wallonia' }, general });

describe('isHiddenValue', () => {
  it('hides missing, null and blank values', () => {
    expect([undefined, null, '', '   '].map(isHiddenValue)).toEqual([true, true, true, true]);
  });

  it('hides -1 in numeric fields but shows 0 and other numbers', () => {
    expect(isHiddenValue(-1)).toBe(true);
    expect(isHiddenValue(0)).toBe(false);
    expect(isHiddenValue(-2)).toBe(false);
    expect(isHiddenValue(Number.NaN)).toBe(true);
  });

  it('shows false: a "no" is an answer', () => {
    expect(isHiddenValue(false)).toBe(false);
  });

  it('hides empty lists, unanswered yes/no answers and texts without any language', () => {
    expect(isHiddenValue([])).toBe(true);
    expect(isHiddenValue({ value: null, description: null })).toBe(true);
    expect(isHiddenValue({ value: false, description: null })).toBe(false);
    expect(isHiddenValue({ nl: '', fr: ' ' })).toBe(true);
    expect(isHiddenValue({ nl: 'Tuin' })).toBe(false);
  });
});

describe('address', () => {
  it('shows the address only when its visible flag is set', () => {
    expect(isAddressVisible(estateRecord())).toBe(true);
    expect(isAddressVisible(estateRecord({ address: { visible: false } }))).toBe(false);
    expect(isAddressVisible(estateRecord({ address: null }))).toBe(false);
  });
});

describe('Walloon planning rules', () => {
  it('recognises a Walloon estate by its region', () => {
    expect(isWalloon(walloon())).toBe(true);
    expect(isWalloon(estateRecord())).toBe(false);
    expect(isWalloon(estateRecord({ address: null }))).toBe(false);
  });

  it('shows an empty planning field outside Wallonia and hides it in Wallonia', () => {
    expect(isPlanningValueShown(estateRecord(), null)).toBe(true);
    expect(isPlanningValueShown(walloon(), null)).toBe(false);
    expect(isPlanningValueShown(walloon(), 'NO')).toBe(true);
  });

  it('gives the default violation text when the violation is null in Wallonia', () => {
    const key = townPlanningViolationText(walloon({ townPlanningViolation: null }));
    expect(key).toBe('planning.noViolationMeasures');
    expect(displayText(key!, 'nl')).toMatch(/geen rechterlijke herstelmaatregel of bestuurlijke maatregel/);
    expect(displayText(key!, 'fr')).toMatch(/mesure de réparation judiciaire/);
  });

  it('gives no default violation text when a value exists or outside Wallonia', () => {
    expect(townPlanningViolationText(walloon({ townPlanningViolation: 'YES' }))).toBeNull();
    expect(townPlanningViolationText(estateRecord({ general: { townPlanningViolation: null } }))).toBeNull();
  });

  it('hides the as-built certificate in Wallonia and without a yes/no answer', () => {
    expect(isAsBuiltCertificateShown(estateRecord())).toBe(true);
    expect(isAsBuiltCertificateShown(estateRecord({ general: { certificateAsBuilt: 'NO' } }))).toBe(true);
    expect(isAsBuiltCertificateShown(walloon({ certificateAsBuilt: 'YES' }))).toBe(false);
    expect(isAsBuiltCertificateShown(estateRecord({ general: { certificateAsBuilt: 'UNKNOWN' } }))).toBe(
      false,
    );
    expect(isAsBuiltCertificateShown(estateRecord({ general: { certificateAsBuilt: null } }))).toBe(false);
  });

  it('hides the heritage inventory in Wallonia', () => {
    expect(isHeritageInventoryShown(estateRecord())).toBe(true);
    expect(isHeritageInventoryShown(walloon())).toBe(false);
  });

  it('hides flood scores in Wallonia and when empty', () => {
    expect(isFloodScoreShown(estateRecord(), 'B')).toBe(true);
    expect(isFloodScoreShown(walloon(), 'B')).toBe(false);
    expect(isFloodScoreShown(estateRecord(), '')).toBe(false);
    expect(isFloodScoreShown(estateRecord(), null)).toBe(false);
  });
});

describe('status, type and VAT predicates', () => {
  it('treats TO_RENT and RENTED as rentals, nothing else', () => {
    expect(isRentalStatus(estateRecord({ general: { status: 'TO_RENT' } }))).toBe(true);
    expect(isRentalStatus(estateRecord({ general: { status: 'RENTED' } }))).toBe(true);
    expect(isRentalStatus(estateRecord({ general: { status: 'TAKE_OVER' } }))).toBe(false);
    expect(isRentalStatus(estateRecord({ general: { status: 'SOLD' } }))).toBe(false);
  });

  it('recognises a plot by its head type', () => {
    expect(isPlot(estateRecord({ general: { headType: { id: 3, name: 'PLOT' } } }))).toBe(true);
    expect(isPlot(estateRecord())).toBe(false);
  });

  it('reads the VAT regime from the financial section', () => {
    expect(isVatRegime(estateRecord({ financial: { vatRegime: true } }))).toBe(true);
    expect(isVatRegime(estateRecord())).toBe(false);
    expect(isVatRegime(estateRecord({ financial: null }))).toBe(false);
  });
});

describe('showsFloodIcon', () => {
  it('shows the flooding icon only for letters past C', () => {
    expect(['A', 'B', 'C'].map(showsFloodIcon)).toEqual([false, false, false]);
    expect(['D', 'E', 'd'].map(showsFloodIcon)).toEqual([true, true, true]);
  });

  it('shows no icon without a score', () => {
    expect([null, undefined, '', '4'].map(showsFloodIcon)).toEqual([false, false, false, false]);
  });
});

describe('stickerColors', () => {
  it('keeps both colours when neither is ignored', () => {
    expect(stickerColors({ color: '#1f7a4d', colorText: '#ffffff' })).toEqual({
      background: '#1f7a4d',
      text: '#ffffff',
    });
  });

  it('ignores a white background in any spelling', () => {
    for (const white of ['#ffffff', '#FFF', 'white', 'rgb(255, 255, 255)']) {
      expect(stickerColors({ color: white, colorText: '#b4532a' })).toEqual({ text: '#b4532a' });
    }
  });

  it('ignores a black text colour in any spelling', () => {
    for (const black of ['#000000', '#000', 'Black', 'rgb(0,0,0)']) {
      expect(stickerColors({ color: '#e8b04b', colorText: black })).toEqual({ background: '#e8b04b' });
    }
  });

  it('gives no colours for a white sticker with black text', () => {
    expect(stickerColors({ color: '#FFFFFF', colorText: '#000000' })).toEqual({});
  });
});
