import { z } from 'zod';
import { isSingleLine } from './single-line';
import {
  asksFact,
  CONTACT_MOMENTS,
  subTypesOf,
  VALUATION_CONDITIONS,
  VALUATION_INTENTS,
  VALUATION_TIMELINES,
  VALUATION_TYPES,
} from './valuation-choices';
import {
  consentField,
  visitorEmailField,
  visitorMessageField,
  visitorNameField,
  visitorPhoneField,
} from './visitor-fields';

export const VALUATION_LIMITS = {
  street: 120,
  houseNumber: 10,
  box: 10,
  city: 80,
  bedrooms: 50,
  livingArea: 100_000,
} as const;

/** Angle brackets have no place in an address line; control characters are refused as not one line. */
const NO_MARKUP = /[<>]/;

const addressLine = (required: 'streetRequired' | 'houseNumberRequired' | 'cityRequired', max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, 'tooLong')
    .refine(isSingleLine, 'singleLine')
    .refine((line) => !NO_MARKUP.test(line), 'invalid');

/** Step 1: where the property is. The municipality comes from the city picker or is typed. */
export const valuationAddressSchema = z.strictObject({
  street: addressLine('streetRequired', VALUATION_LIMITS.street),
  houseNumber: addressLine('houseNumberRequired', VALUATION_LIMITS.houseNumber),
  box: z
    .string({ error: 'invalid' })
    .trim()
    .max(VALUATION_LIMITS.box, 'tooLong')
    .refine(isSingleLine, 'singleLine')
    .refine((box) => !NO_MARKUP.test(box), 'invalid')
    .optional(),
  // A Belgian postal code: four digits, the first not 0.
  postalCode: z
    .string({ error: 'postalCodeInvalid' })
    .trim()
    .regex(/^[1-9]\d{3}$/, 'postalCodeInvalid'),
  city: addressLine('cityRequired', VALUATION_LIMITS.city),
});

const wholeNumber = (message: 'bedroomsInvalid' | 'livingAreaInvalid', min: number, max: number) =>
  z.number(message).int(message).min(min, message).max(max, message).optional();

/**
 * Step 2: what the property is. Which facts are asked depends on the type (`VALUATION_FACTS`): an asked
 * fact is required, a fact the type is not asked (left over from another type) is dropped.
 */
export const valuationPropertySchema = z
  .strictObject({
    type: z.enum(VALUATION_TYPES, 'typeRequired'),
    subType: z.string('invalid').max(40, 'invalid').optional(),
    bedrooms: wholeNumber('bedroomsInvalid', 0, VALUATION_LIMITS.bedrooms),
    livingArea: wholeNumber('livingAreaInvalid', 1, VALUATION_LIMITS.livingArea),
    condition: z.enum(VALUATION_CONDITIONS, 'conditionRequired').optional(),
  })
  .superRefine((property, context) => {
    const { type } = property;
    if (property.subType && !subTypesOf(type).includes(property.subType)) {
      context.addIssue({ code: 'custom', path: ['subType'], message: 'invalid' });
    }
    const required = [
      ['bedrooms', 'bedroomsRequired'],
      ['livingArea', 'livingAreaRequired'],
      ['condition', 'conditionRequired'],
    ] as const;
    for (const [fact, message] of required) {
      if (asksFact(type, fact) && property[fact] === undefined) {
        context.addIssue({ code: 'custom', path: [fact], message });
      }
    }
  })
  .transform(({ type, subType, bedrooms, livingArea, condition }) => ({
    type,
    subType: subType || undefined,
    bedrooms: asksFact(type, 'bedrooms') ? bedrooms : undefined,
    livingArea: asksFact(type, 'livingArea') ? livingArea : undefined,
    condition: asksFact(type, 'condition') ? condition : undefined,
  }));

/** Step 3: what the owner means to do, and when. */
export const valuationPlansSchema = z.strictObject({
  intent: z.enum(VALUATION_INTENTS, 'intentRequired'),
  timeline: z.enum(VALUATION_TIMELINES, 'timelineRequired'),
});

/** Step 4: who the agency calls back, and when it suits them. */
export const valuationContactSchema = z.strictObject({
  name: visitorNameField,
  email: visitorEmailField,
  phone: visitorPhoneField.refine((phone) => phone !== '', 'phoneRequired'),
  contactMoment: z.enum(CONTACT_MOMENTS, 'contactMomentRequired'),
  remarks: visitorMessageField.optional(),
  privacy: consentField,
});

const steps = {
  address: valuationAddressSchema,
  property: valuationPropertySchema,
  plans: valuationPlansSchema,
  contact: valuationContactSchema,
};

/** The valuation request in the browser (zodResolver): one group of fields per step. */
export const valuationFormSchema = z.strictObject(steps);

/** What the valuation endpoint accepts: the form plus the captcha answer, which is required. */
export const valuationRequestSchema = z.strictObject({
  ...steps,
  'g-recaptcha-response': z
    .string({ error: 'captchaRequired' })
    .min(1, 'captchaRequired')
    .max(4000, 'tooLong'),
});

export type ValuationStep = keyof typeof steps;
export const VALUATION_STEPS = Object.keys(steps) as ValuationStep[];

export type ValuationFormValues = z.input<typeof valuationFormSchema>;
export type ValuationForm = z.output<typeof valuationFormSchema>;
export type ValuationRequest = z.output<typeof valuationRequestSchema>;
