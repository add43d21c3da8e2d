import 'server-only';
import { ImageResponse } from 'next/og';
import { SHARE_IMAGE_SIZE } from './share-metadata';

const INK = '#14213d';
const PAGE = '#faf8f5';
/** The accent of tokens.css, for a site without a brand colour of its own. */
const DEFAULT_ACCENT = '#b5562f';
const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const MAX_TITLE_LENGTH = 90;

export interface BrandCard {
  siteName: string;
  /** The page's title; the card shows only the site when it is the site's name itself. */
  title: string;
  brandColor?: string | null;
  /** The host name visitors know the site by, at the foot of the card. */
  hostname?: string | null;
}

function shortened(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/** A house under a roof, the mark every card carries in the site's colour. */
function HouseMark({ color }: { color: string }) {
  return (
    <svg width="72" height="72" viewBox="0 0 56 56">
      <path d="M6 30 L28 10 L50 30 V50 H6 Z" fill={color} />
      <rect x="22" y="34" width="12" height="16" fill={PAGE} />
      <path
        d="M2 32 L28 8 L54 32"
        fill="none"
        stroke={INK}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The card of a page without a photo of its own (or whose photo could not be had): the site's name and
 * mark in its brand colour, and the page's title.
 */
export function brandCardImage({ siteName, title, brandColor, hostname }: BrandCard): ImageResponse {
  const accent = brandColor && HEX_COLOR.test(brandColor) ? brandColor : DEFAULT_ACCENT;
  const heading = shortened(title, MAX_TITLE_LENGTH);
  const showTitle = heading !== '' && heading !== siteName;
  return new ImageResponse(
    <div style={{ display: 'flex', width: '100%', height: '100%', background: PAGE, color: INK }}>
      <div style={{ display: 'flex', width: 28, height: '100%', background: accent }} />
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          flexGrow: 1,
          padding: '64px 80px 56px 72px',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
          <HouseMark color={accent} />
          <div style={{ display: 'flex', fontSize: 44, fontWeight: 700, color: INK }}>{siteName}</div>
        </div>
        <div
          style={{
            display: 'flex',
            fontSize: heading.length > 50 ? 56 : 68,
            lineHeight: 1.15,
            color: INK,
            maxWidth: 1000,
          }}
        >
          {showTitle ? heading : ''}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <div style={{ display: 'flex', width: 96, height: 8, borderRadius: 4, background: accent }} />
          <div style={{ display: 'flex', fontSize: 30, color: accent }}>{hostname ?? ''}</div>
        </div>
      </div>
    </div>,
    SHARE_IMAGE_SIZE,
  );
}

/** A photo (a data URL: SVG, PNG or JPEG) filling the whole image, cut to its shape from the middle. */
export function photoImage(dataUrl: string): ImageResponse {
  return new ImageResponse(
    <div style={{ display: 'flex', width: '100%', height: '100%', background: PAGE }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- drawn into a PNG, not a page */}
      <img
        src={dataUrl}
        alt=""
        width={SHARE_IMAGE_SIZE.width}
        height={SHARE_IMAGE_SIZE.height}
        style={{ objectFit: 'cover' }}
      />
    </div>,
    SHARE_IMAGE_SIZE,
  );
}
