import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { qrPathData, qrSymbol, qrViewSize } from '@/domain/share/qr-code';
import styles from './print.module.css';

type Props = { url: string; locale: Locale };

/**
 * The QR code to the page's canonical address, drawn on the server as SVG. It only appears on paper
 * (`display: none` on screen), so the screen pays neither layout nor script for it.
 */
export async function PrintQrCode({ url, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'SharePrint' });
  const symbol = qrSymbol(url);
  const side = qrViewSize(symbol);
  return (
    <figure className={styles.qr} data-qr-url={url}>
      <svg
        className={styles.qrImage}
        viewBox={`0 0 ${side} ${side}`}
        role="img"
        aria-label={t('qrLabel')}
        shapeRendering="crispEdges"
      >
        <rect width={side} height={side} fill="#fff" />
        <path d={qrPathData(symbol)} fill="#000" />
      </svg>
      <figcaption className={styles.qrCaption}>
        {t('qrCaption')}
        <span className={styles.qrUrl}>{url}</span>
      </figcaption>
    </figure>
  );
}
