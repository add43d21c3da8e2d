import type { DemoDataset } from '../dataset/dataset';

/**
 * Sets the asking price of a published estate (a property or a project's unit, by record id), as an
 * agent editing it in the CRM would, the price it replaces going into the estate's price history.
 * Returns the sites that show it, or an empty list when none does.
 */
export function changeEstatePrice(datasets: DemoDataset[], id: number, price: number): string[] {
  const sites: string[] = [];
  for (const dataset of datasets) {
    const group = dataset.estates.find((candidate) =>
      candidate.children.some((record) => record.general.id === id),
    );
    if (!group) continue;
    for (const record of group.children) {
      if (record.general.id !== id) continue;
      // The CRM keeps the price it replaces, so the change shows as a price drop where it is one.
      const previous = record.price?.value;
      if (typeof previous === 'number' && previous > 0 && previous !== price) {
        const until = new Date().toISOString().slice(0, 10);
        record.priceHistory = [...(record.priceHistory ?? []), { value: previous, until }];
      }
      record.price = { ...record.price, value: price };
    }
    sites.push(dataset.site.id);
  }
  return sites;
}
