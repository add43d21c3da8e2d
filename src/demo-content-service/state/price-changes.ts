import type { DemoDataset } from '../dataset/dataset';

/**
 * Sets the asking price of a published estate (a property or a project's unit, by record id), as an
 * agent editing it in the CRM would. Returns the sites that show it, or an empty list when none does.
 */
export function changeEstatePrice(datasets: DemoDataset[], id: number, price: number): string[] {
  const sites: string[] = [];
  for (const dataset of datasets) {
    const group = dataset.estates.find((candidate) =>
      candidate.children.some((record) => record.general.id === id),
    );
    if (!group) continue;
    for (const record of group.children) {
      if (record.general.id === id) record.price = { ...record.price, value: price };
    }
    sites.push(dataset.site.id);
  }
  return sites;
}
