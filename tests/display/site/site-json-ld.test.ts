import { describe, expect, it } from 'vitest';
import { realEstateAgentJsonLd, webSiteJsonLd } from '@/display/site/site-json-ld';
import { buildSite } from '../../content-api/fixtures';

const options = {
  siteUrl: 'https://www.immo-demo.be',
  logoUrl: 'https://www.immo-demo.be/media/assets/logo.svg?version=1',
};

describe('the agency on the home page', () => {
  it('is a RealEstateAgent with name, url, logo, address, telephone and email from the site record', () => {
    expect(realEstateAgentJsonLd(buildSite(), options)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      '@id': 'https://www.immo-demo.be/#agency',
      name: 'Immo Demo',
      url: 'https://www.immo-demo.be/',
      logo: 'https://www.immo-demo.be/media/assets/logo.svg?version=1',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Veldstraat 1',
        postalCode: '9000',
        addressLocality: 'Gent',
      },
      telephone: '+32 9 000 00 00',
      email: 'info@immo-demo.be',
      knowsLanguage: ['nl', 'fr', 'en', 'de'],
    });
  });

  it('claims nothing the site record leaves blank: no logo, no address, no telephone', () => {
    const site = {
      ...buildSite(),
      contact: { email: 'info@immo-demo.be', phone: ' ', street: '', zip: '', city: '' },
    };
    const agent = realEstateAgentJsonLd(site, { ...options, logoUrl: null });
    expect(agent).not.toHaveProperty('logo');
    expect(agent).not.toHaveProperty('address');
    expect(agent).not.toHaveProperty('telephone');
    expect(agent).toHaveProperty('email', 'info@immo-demo.be');
  });
});

describe('the website on the home page', () => {
  it('is a WebSite at the home page of the page language, published by the agency, without a search action', () => {
    const website = webSiteJsonLd(buildSite(), 'fr', options);
    expect(website).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': 'https://www.immo-demo.be/fr#website',
      name: 'Immo Demo',
      url: 'https://www.immo-demo.be/fr',
      inLanguage: 'fr',
      publisher: { '@id': 'https://www.immo-demo.be/#agency' },
    });
  });
});
