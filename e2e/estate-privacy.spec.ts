import { expect, test, type APIRequestContext } from './support/test';
import { DEMO_PORT } from './support/servers';

/*
 * What the agency keeps to itself stays on the server, in every answer a browser can ask for: the
 * detail page's HTML (JSON-LD included), the estate and similar-estate JSON, and the map view's
 * markers. The estates are read raw from the demo service, as the agency entered them.
 */

const demo = `http://127.0.0.1:${DEMO_PORT}/sites/demo`;

type RawRecord = {
  general: { id: number };
  address?: {
    visible: boolean;
    street_address?: string | null;
    street?: Record<string, string> | null;
    geoLocation?: { lat: number; lon: number } | null;
  } | null;
  price?: { value?: number | null; totalPrice?: number | null; groundValue?: number | null } | null;
  financial?: { vatRegime: boolean } | null;
};
type RawGroup = { id: number; children: RawRecord[] };

async function rawEstates(request: APIRequestContext): Promise<RawGroup[]> {
  const answer = await request.post(`${demo}/estates`, {
    headers: { 'x-site-id': 'demo' },
    data: { query: {}, pagination: { from: 0, size: 1000 } },
  });
  return ((await answer.json()) as { results: RawGroup[] }).results;
}

function isHidden(record: RawRecord): boolean {
  return record.address?.visible === false;
}

/** The street of a hidden address: it may not appear on the estate's own page or JSON. */
function streetsOf(record: RawRecord): string[] {
  if (!isHidden(record)) return [];
  const streets = [...Object.values(record.address?.street ?? {}), record.address?.street_address ?? ''];
  return streets.filter((name) => name.trim().length > 3);
}

/** The exact point of a hidden address (three or more decimals): it may appear nowhere at all. */
function exactPointOf(record: RawRecord): string[] {
  const point = record.address?.geoLocation;
  if (!isHidden(record) || !point) return [];
  return [String(point.lat), String(point.lon)].filter(
    (degrees) => (degrees.split('.')[1] ?? '').length >= 3,
  );
}

/** The amounts the VAT regime keeps private, in the two ways the site writes numbers. */
function secretsOfVat(record: RawRecord): RegExp[] {
  if (!record.financial?.vatRegime) return [];
  const amounts = [record.price?.value, record.price?.totalPrice, record.price?.groundValue].filter(
    (amount): amount is number => typeof amount === 'number' && amount >= 1000,
  );
  return amounts.flatMap((amount) => [
    new RegExp(`€\\s?${amount.toLocaleString('de-DE')}(?![\\d.,])`),
    // A number in JSON, also inside the page's escaped flight data: `\\"value\\":380000`.
    new RegExp(`(price|value|amount)\\W{1,4}${amount}\\b`),
  ]);
}

function leaks(text: string, names: string[], patterns: RegExp[]): string[] {
  return [
    ...names.filter((name) => text.includes(name)),
    ...patterns.filter((pattern) => pattern.test(text)).map(String),
  ];
}

test('no hidden address and no VAT-regime price leaves the server, on any page or endpoint', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const groups = await rawEstates(request);
  const exactPoints = groups.flatMap((group) => group.children.flatMap(exactPointOf));
  const privateGroups = groups.filter((group) =>
    group.children.some((record) => isHidden(record) || secretsOfVat(record).length > 0),
  );
  expect(privateGroups.length).toBeGreaterThan(10);
  const found: string[] = [];
  const check = async (path: string, names: string[], patterns: RegExp[]) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    for (const leak of leaks(await response.text(), names, patterns)) found.push(`${path}: ${leak}`);
  };
  for (const group of privateGroups) {
    const own = [...group.children.flatMap(streetsOf), ...exactPoints];
    const vat = group.children.flatMap(secretsOfVat);
    await check(`/nl/offer/${group.id}`, own, vat);
    await check(`/nl/ajax/estate/${group.id}`, own, vat);
    await check(`/fr/ajax/similar-estate/${group.id}`, exactPoints, []);
  }
  for (const path of ['/nl/te-koop?view=map', '/fr/a-louer?view=map', '/en/for-sale']) {
    await check(path, exactPoints, []);
  }
  expect(found).toEqual([]);
});
