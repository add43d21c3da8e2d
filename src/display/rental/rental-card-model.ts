/**
 * What a holiday rental card shows, every text already localized and formatted on the server, so
 * the same card renders the first page (server) and the pages "load more" adds (browser).
 */
export type RentalCardModel = {
  id: number | string;
  href: { pathname: '/holiday/[rentalUnitId]'; params: { rentalUnitId: string } };
  /** '{type} in {location}', e.g. 'Appartement in Het Zoute'. */
  title: string;
  /** 'Knokke-Heist' (with the place when it differs: 'Het Zoute · Knokke-Heist'). */
  place: string;
  imageUrl: string | null;
  imageAlt: string;
  /** 'vanaf € 650', or null when the price is on request. */
  priceFrom: string | null;
  /** Shown facts only, e.g. ['6 personen', '3 slaapkamers', '1 badkamer']. */
  facts: { kind: RentalFactIconKind; text: string }[];
};

/** The facts a rental card shows, each drawn with the fact icon of the same name. */
export type RentalFactIconKind = 'guests' | 'bedrooms' | 'bathrooms';
