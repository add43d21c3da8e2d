// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  clusterIconHtml,
  escapeHtml,
  fillCount,
  markerAccessibleName,
  markerCountCaption,
} from '@/components/map/map-text';

const labels = {
  countOne: '{count} pand op de kaart',
  countOther: '{count} panden op de kaart',
  empty: 'Geen van deze panden heeft een locatie op de kaart.',
};

describe('markerCountCaption', () => {
  it('uses the singular for one estate', () => {
    expect(markerCountCaption(1, labels)).toBe('1 pand op de kaart');
  });

  it('uses the plural for several estates', () => {
    expect(markerCountCaption(27, labels)).toBe('27 panden op de kaart');
  });

  it('says so when no estate has a location', () => {
    expect(markerCountCaption(0, labels)).toBe(labels.empty);
  });
});

describe('fillCount', () => {
  it('replaces every placeholder', () => {
    expect(fillCount('{count} of {count}', 3)).toBe('3 of 3');
  });
});

describe('clusterIconHtml', () => {
  it('shows the number and names the cluster for screen readers only', () => {
    const html = clusterIconHtml(12, '{count} panden in deze buurt: inzoomen');
    const holder = document.createElement('div');
    holder.innerHTML = html;
    expect(holder.querySelector('[aria-hidden="true"]')?.textContent).toBe('12');
    expect(holder.querySelector('.visually-hidden')?.textContent).toBe('12 panden in deze buurt: inzoomen');
  });

  it('escapes the label, which goes into Leaflet as HTML', () => {
    const html = clusterIconHtml(2, '<img src=x onerror=alert(1)> {count}');
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
