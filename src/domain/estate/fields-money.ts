import { pricePerSquareMeter } from './formats';
import { field } from './field-definition';

/** The financial, notary cost and public sale (notary) blocks. */
export const moneyFields = [
  field('financial.price', 'money', (record) => record.price?.value),
  field('financial.total_price', 'money', (record) => record.price?.totalPrice),
  field('financial.price_per_square_meter', 'pricePerArea', (record) =>
    pricePerSquareMeter(record.price?.value, record.dimensions?.areaBuild),
  ),
  field('financial.land_price', 'money', (record) => record.price?.groundValue),
  field('financial.infrastructure_price', 'money', (record) => record.price?.infrastructureValue),
  field('financial.construction_price', 'money', (record) => record.price?.constructionValue),
  field('financial.furniture_price', 'money', (record) => record.price?.furnitureValue),
  field('financial.construction_value', 'money', (record) => record.general.constructionValue),
  field('financial.deposit', 'money', (record) => record.price?.deposit),
  field('financial.monthly_cost', 'money', (record) => record.technical?.monthlyCost),
  field('financial.vat_regime', 'flag', (record) => record.financial?.vatRegime),
  field('financial.vat_rate', 'percentage', (record) => record.financial?.vatRate),
  field('financial.cadastral_income', 'money', (record) => record.ki?.nonIndexed),
  field('financial.cadastral_income_indexed', 'money', (record) => record.ki?.indexed),
  field('financial.community_tax', 'money', (record) => record.ki?.communityTax),
  field('financial.rental_options', 'list', (record) => record.rentalOptions),
  field('notary_cost.total', 'money', (record) => record.financial?.notaryCostTotal),
  field('notary_cost.registration_cost', 'money', (record) => record.general.registrationCost),
  field('notary_cost.notary_fees', 'money', (record) => record.general.notarySalery),
  field('notary_cost.tax', 'money', (record) => record.general.tax),
  field('notary.setting_price', 'money', (record) => record.financial?.settingPrice),
  field('notary.session_date', 'date', (record) => record.financial?.sessionDate),
];
