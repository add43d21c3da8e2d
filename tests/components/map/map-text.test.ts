// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  clusterIconHtml,
  escapeHtml,
  markerAccessibleName,
  markerCountCaptionKey,
} from '@/components/map/map-text';

describe('markerCountCaptionKey', () => {
  it('uses the singular for one estate', () => {
    expect(markerCountCaptionKey(1)).toBe('countOne');
  });

  it('uses the plural for several estates', () => {
    expect(markerCountCaptionKey(27)).toBe('countOther');
  });

  it('says so when no estate has a location', () => {
    expect(markerCountCaptionKey(0)).toBe('empty');
  });
});

describe('clusterIconHtml', () => {
  it('shows the number and names the cluster for screen readers only', () => {
    const html = clusterIconHtml(12, '12 panden in deze buurt: inzoomen');
    const holder = document.createElement('div');
    holder.innerHTML = html;
    expect(holder.querySelector('[aria-hidden="true"]')?.textContent).toBe('12');
    expect(holder.querySelector('.visually-hidden')?.textContent).toBe('12 panden in deze buurt: inzoomen');
  });

  it('escapes the label, which goes into Leaflet as HTML', () => {
    const html = clusterIconHtml(2, '<img src=x onerror=alert(1)> 2');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; 2');
  });
});

describe('escapeHtml', () => {
  it('escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });
});

describe('markerAccessibleName', () => {
  it('names the estate and its price', () => {
    expect(markerAccessibleName({ title: 'Villa in Gent', price: '€ 650.000' }, 'Prijs op aanvraag')).toBe(
      'Villa in Gent, € 650.000',
    );
  });

  it('falls back to "price on request"', () => {
    expect(markerAccessibleName({ title: 'Loft', price: null }, 'Prijs op aanvraag')).toBe(
      'Loft, Prijs op aanvraag',
    );
  });
});
