/** One estate on the listing map; every text is already localized and formatted. */
export type MapMarker = {
  id: number;
  lat: number;
  lon: number;
  title: string;
  /** Formatted; null means "price on request". */
  price: string | null;
  /** A ready localized path, e.g. '/fr/offre/12/villa-a-liege'. */
  href: string;
  imageUrl: string | null;
  /** Subtype and city, e.g. 'Villa · Liège'. */
  subtitle: string;
};
