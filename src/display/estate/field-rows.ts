import {
  isTextInLanguages,
  pageText,
  type EstateRecord,
  type Locale,
  type PageText,
} from '@/content-api/schemas';
import {
  displayText,
  fieldLabel,
  formatArea,
  formatBelgianNumber,
  formatCo2,
  formatDate,
  formatDistance,
  formatEpc,
  formatEpcTotal,
  formatLiquid,
  formatPercentage,
  formatPrice,
  formatPricePerSquareMeter,
  formatSize,
  formatYesNo,
  constructionVatRates,
  planningFieldKeys,
  rentPeriodOf,
  showsFloodIcon,
  townPlanningViolationText,
  unknownValueDash,
  valueLabel,
  type EstateField,
  type EstateLabels,
} from '@/domain/estate';
import { formatCardPrice } from '@/display/listing/card-price';
import { codeLabel, type CodeLabels, type CodeListName } from './code-labels';

/** One line of a detail tab: the label, the formatted value and, for yes/no answers, their explanation. */
export interface FieldRow {
  key: string;
  label: string;
  value: string;
  /** The value's language, when the value is an agency's text in another language than the page's. */
  lang?: Locale;
  description: string | null;
  /** The description's language, when it is not the page's. */
  descriptionLang?: Locale;
  /** A flood score past C: the row carries the flood warning symbol (spec §5). */
  floodWarning: boolean;
}

export interface FieldFormatContext {
  locale: Locale;
  labels: EstateLabels;
  codes: CodeLabels;
}

/** Which free code list translates the items of a 'list' field. */
const listOfField: Readonly<Record<string, CodeListName>> = {
  'comfort.facilities': 'facilities',
  'construction.technical_build_criteria': 'buildCriteria',
  'financial.rental_options': 'rentalOptions',
};

const asNumber = (value: unknown) => (typeof value === 'number' ? value : null);
const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

function codeText(definition: EstateField, value: unknown, context: FieldFormatContext): string {
  if (!definition.enumeration) return asText(value);
  return valueLabel(context.labels, definition.enumeration, asText(value));
}

function listText(definition: EstateField, value: unknown, context: FieldFormatContext): string {
  if (!Array.isArray(value)) return '';
  const items = value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
  const list = listOfField[definition.key];
  if (definition.kind === 'codeList' && definition.enumeration) {
    const { enumeration } = definition;
    return items
      .map((item) => valueLabel(context.labels, enumeration, item))
      .filter(Boolean)
      .join(', ');
  }
  return items.map((item) => (list ? codeLabel(context.codes, list, item) : item)).join(', ');
}

/** The value of a field as the page writes it, by its kind (formats of spec §3 and §9). */
export function formatFieldValue(
  definition: EstateField,
  value: unknown,
  context: FieldFormatContext,
): string {
  const { locale } = context;
  switch (definition.kind) {
    case 'text':
    case 'localized':
      return freeText(definition, value, locale)?.text ?? asText(value).trim();
    case 'year':
    case 'count':
      return asText(value).trim();
    case 'number':
      return asNumber(value) === null ? '' : formatBelgianNumber(value as number);
    case 'money':
      return formatPrice(asNumber(value));
    case 'pricePerArea':
      return formatPricePerSquareMeter(asNumber(value));
    case 'area':
      return formatArea(asNumber(value));
    case 'size':
      return formatSize(asNumber(value));
    case 'liquid':
      return formatLiquid(asNumber(value));
    case 'distance':
      return formatDistance(asNumber(value));
    case 'percentage':
      return formatPercentage(asNumber(value));
    case 'date':
      return formatDate(typeof value === 'string' ? value : null);
    case 'flag':
      return formatYesNo(typeof value === 'boolean' ? value : null, locale);
    case 'yesNo': {
      const answer = (value as { value?: unknown } | null)?.value;
      return formatYesNo(typeof answer === 'boolean' ? answer : null, locale);
    }
    case 'code':
      return codeText(definition, value, context);
    case 'codeList':
    case 'list':
      return listText(definition, value, context);
    case 'epc':
      return formatEpc(asNumber(value));
    case 'epcTotal':
      return formatEpcTotal(asNumber(value), locale);
    case 'co2':
      return formatCo2(asNumber(value), locale);
    default:
      return '';
  }
}

/** The construction price names the VAT rate it is sold at (spec §9: 6 %, 12 % or 21 %). */
function labelKeyOf(record: EstateRecord, definition: EstateField): string {
  const rate = record.financial?.vatRate;
  if (definition.key === 'financial.construction_price' && rate && constructionVatRates.includes(rate)) {
    return `financial.construction_price_vat_${rate}`;
  }
  return definition.key;
}

/** The asking price says what it is: 'vanaf € 195.000' for a starting price, '€ 950 per maand' for a rent. */
function priceText(record: EstateRecord, context: FieldFormatContext): string {
  const price = record.price?.value;
  if (typeof price !== 'number') return '';
  const facts = { price, priceFrom: record.price?.priceFrom === true, pricePeriod: rentPeriodOf(record) };
  return formatCardPrice(facts, context.locale) ?? '';
}

/** An agency's free text (plain or by language) in the page's language, or marked with its own. */
function freeText(definition: EstateField, value: unknown, locale: Locale): PageText | null {
  if (definition.kind !== 'text' && definition.kind !== 'localized') return null;
  return isTextInLanguages(value) ? pageText(value, locale) : null;
}

function descriptionOf(definition: EstateField, value: unknown, locale: Locale): PageText | null {
  if (definition.kind !== 'yesNo') return null;
  const description = (value as { description?: unknown } | null)?.description;
  if (!isTextInLanguages(description)) return null;
  const shown = pageText(description, locale);
  return shown.text ? shown : null;
}

/**
 * The row of a field the display rules let through, or null when it has nothing to say. Planning
 * fields outside Wallonia are stated even without an answer (a dash), and a missing violation answer
 * in Wallonia reads as the legal default text (spec §5).
 */
export function fieldRow(
  record: EstateRecord,
  definition: EstateField,
  context: FieldFormatContext,
): FieldRow | null {
  const raw = definition.read(record);
  const violationText = definition.key === 'planning.violation' ? townPlanningViolationText(record) : null;
  let value = violationText
    ? displayText(violationText, context.locale)
    : definition.key === 'financial.price'
      ? priceText(record, context)
      : formatFieldValue(definition, raw, context);
  const description = descriptionOf(definition, raw, context.locale);
  const valueLang = violationText ? undefined : freeText(definition, raw, context.locale)?.lang;
  if (!value && !description) {
    if (!planningFieldKeys.has(definition.key)) return null;
    value = unknownValueDash;
  }
  return {
    key: definition.key,
    label: fieldLabel(context.labels, labelKeyOf(record, definition)),
    value,
    ...(valueLang && { lang: valueLang }),
    description: description?.text ?? null,
    ...(description?.lang && { descriptionLang: description.lang }),
    floodWarning: definition.key.startsWith('flood_information.') && showsFloodIcon(asText(raw)),
  };
}
