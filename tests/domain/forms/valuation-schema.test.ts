import { describe, expect, it } from 'vitest';
import { valuationFormSchema, valuationRequestSchema } from '@/domain/forms/valuation-schema';

const house = {
  address: { street: 'Veldstraat', houseNumber: '12A', box: '', postalCode: '9000', city: 'Gent' },
  property: {
    type: 'HOUSE',
    subType: 'TERRACED_HOUSE',
    bedrooms: 3,
    livingArea: 140,
    condition: 'GOOD_CONDITION',
  },
  plans: { intent: 'SELL', timeline: 'WITHIN_6_MONTHS' },
  contact: {
    name: 'An Peeters',
    email: 'an@example.be',
    phone: '+32 470 12 34 56',
    contactMoment: 'EVENING',
    remarks: '',
    privacy: true,
  },
};
type Answers = typeof house;
const withPart = <Part extends keyof Answers>(part: Part, values: Record<string, unknown>) => ({
  ...house,
  [part]: { ...house[part], ...values },
});
const failures = (values: unknown, schema = valuationFormSchema) => {
  const result = schema.safeParse(values);
  return result.success ? null : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the valuation request schema', () => {
  it('accepts a house with its address, facts, plans and contact details', () => {
    expect(failures(house)).toBeNull();
  });

  it('asks each type its own facts: a house its bedrooms, area and condition, a plot none of them', () => {
    const bare = { type: 'HOUSE' };
    expect(
      failures(
        withPart('property', {
          ...bare,
          bedrooms: undefined,
          livingArea: undefined,
          condition: undefined,
          subType: undefined,
        }),
      ),
    ).toEqual([
      ['property.bedrooms', 'bedroomsRequired'],
      ['property.livingArea', 'livingAreaRequired'],
      ['property.condition', 'conditionRequired'],
    ]);
    expect(
      failures({ ...house, property: { type: 'COMMERCIAL', livingArea: 300, condition: 'NEW' } }),
    ).toBeNull();
    expect(failures({ ...house, property: { type: 'PLOT' } })).toBeNull();
  });

  it('drops a fact the type is not asked, left over from another type chosen before', () => {
    const parsed = valuationFormSchema.parse(withPart('property', { type: 'PLOT', subType: 'MEADOW' }));
    expect(parsed.property).toEqual({
      type: 'PLOT',
      subType: 'MEADOW',
      bedrooms: undefined,
      livingArea: undefined,
      condition: undefined,
    });
  });

  it('refuses a subtype of another type, and a type or figures outside the lists', () => {
    expect(failures(withPart('property', { subType: 'PENTHOUSE' }))).toEqual([
      ['property.subType', 'invalid'],
    ]);
    expect(failures(withPart('property', { type: '' }))).toEqual([['property.type', 'typeRequired']]);
    expect(failures(withPart('property', { bedrooms: 2.5 }))).toEqual([
      ['property.bedrooms', 'bedroomsInvalid'],
    ]);
    expect(failures(withPart('property', { livingArea: Number.NaN }))).toEqual([
      ['property.livingArea', 'livingAreaInvalid'],
    ]);
    expect(failures(withPart('property', { livingArea: 0 }))).toEqual([
      ['property.livingArea', 'livingAreaInvalid'],
    ]);
  });

  it('takes a Belgian address on single lines', () => {
    expect(failures(withPart('address', { postalCode: '900' }))).toEqual([
      ['address.postalCode', 'postalCodeInvalid'],
    ]);
    expect(failures(withPart('address', { postalCode: '0900' }))).toEqual([
      ['address.postalCode', 'postalCodeInvalid'],
    ]);
    expect(failures(withPart('address', { street: 'Veldstraat\nBcc: x@example.be' }))).toEqual([
      ['address.street', 'singleLine'],
    ]);
    expect(failures(withPart('address', { street: ' ', city: '' }))).toEqual([
      ['address.street', 'streetRequired'],
      ['address.city', 'cityRequired'],
    ]);
    expect(failures(withPart('address', { box: '<b>2</b>' }))).toEqual([['address.box', 'invalid']]);
  });

  it('needs the plans, a phone number, a moment to call and the consent', () => {
    expect(failures({ ...house, plans: {} })).toEqual([
      ['plans.intent', 'intentRequired'],
      ['plans.timeline', 'timelineRequired'],
    ]);
    expect(failures(withPart('contact', { phone: '' }))).toEqual([['contact.phone', 'phoneRequired']]);
    expect(failures(withPart('contact', { phone: 'call me' }))).toEqual([['contact.phone', 'phoneInvalid']]);
    expect(failures(withPart('contact', { contactMoment: 'NIGHT' }))).toEqual([
      ['contact.contactMoment', 'contactMomentRequired'],
    ]);
    expect(failures(withPart('contact', { privacy: false }))).toEqual([
      ['contact.privacy', 'privacyRequired'],
    ]);
    expect(failures(withPart('contact', { remarks: 'Zie https://elders.example' }))).toEqual([
      ['contact.remarks', 'messageNoLinks'],
    ]);
  });

  it('on the endpoint: requires the captcha answer and refuses fields it does not know', () => {
    expect(failures(house, valuationRequestSchema)).toEqual([['g-recaptcha-response', 'captchaRequired']]);
    const request = { ...house, 'g-recaptcha-response': 'token' };
    expect(failures(request, valuationRequestSchema)).toBeNull();
    const extra = valuationRequestSchema.safeParse({ ...request, price: 1 });
    expect(extra.error?.issues).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['price'] }),
    ]);
  });
});
