import { getImageProps } from 'next/image';
import { localize, type BlockOf, type Locale } from '@/content-api/schemas';
import { siteAssetSrc } from '@/server/assets/site-asset-src';
import styles from './blocks.module.css';

type Props = { block: BlockOf<'image'>; locale: Locale; siteId: string };

// CMS images carry no size: these give the frame a ratio until the image itself is known.
const FRAME_WIDTH = 1600;
const FRAME_HEIGHT = 1000;
const SIZES = '(min-width: 1200px) 1152px, 100vw';

/**
 * A CMS image with its caption. A content-service asset goes through the site's asset route and
 * Next's image optimizer (resized and cached); any other address is shown as it is, lazily. The
 * props are worked out here on the server: next/image's component would add its browser code to
 * every page this route renders, listings included.
 */
export function ImageBlock({ block, locale, siteId }: Props) {
  const { src, isAsset } = siteAssetSrc(block.src, siteId);
  const alt = localize(block.alt, locale);
  const caption = localize(block.caption, locale);
  return (
    <figure className={`container ${styles.figure}`}>
      {isAsset ? (
        // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, without its component
        <img
          {...getImageProps({ src, alt, width: FRAME_WIDTH, height: FRAME_HEIGHT, sizes: SIZES }).props}
          alt={alt}
          className={styles.image}
        />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- an image hosted elsewhere, of unknown size
        <img src={src} alt={alt} loading="lazy" decoding="async" className={styles.image} />
      )}
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}
