import { create } from 'qrcode';

/** Light modules a reader needs around the symbol, as the QR standard asks. */
export const QR_QUIET_ZONE = 4;

export interface QrSymbol {
  /** 1 to 40: the symbol has 17 + 4 × version modules a side. */
  version: number;
  /** Modules on each side, quiet zone excluded. */
  size: number;
  isDark(row: number, column: number): boolean;
}

/**
 * The QR symbol of `text` at error correction level M: a printed page may be creased or smudged, and
 * M still keeps the symbol of a detail page's address small enough to scan from paper.
 */
export function qrSymbol(text: string): QrSymbol {
  const { version, modules } = create(text, { errorCorrectionLevel: 'M' });
  return { version, size: modules.size, isDark: (row, column) => Boolean(modules.get(row, column)) };
}

/**
 * SVG path data drawing the dark modules of `symbol`, one rectangle per horizontal run, in a
 * coordinate space of one unit per module that leaves the quiet zone around it.
 */
export function qrPathData(symbol: QrSymbol): string {
  const runs: string[] = [];
  for (let row = 0; row < symbol.size; row += 1) {
    let column = 0;
    while (column < symbol.size) {
      if (!symbol.isDark(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < symbol.size && symbol.isDark(row, column)) column += 1;
      const length = column - start;
      runs.push(`M${start + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h${length}v1h-${length}z`);
    }
  }
  return runs.join('');
}

/** The side of the SVG's view box: the symbol and its quiet zone. */
export const qrViewSize = (symbol: QrSymbol) => symbol.size + 2 * QR_QUIET_ZONE;
