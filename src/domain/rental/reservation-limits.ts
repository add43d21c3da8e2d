/**
 * The longest value each reservation field takes. Kept apart from the zod schema so the form's
 * inputs (and their stand-in, drawn before the schema is loaded) can carry them without zod.
 */
export const RESERVATION_LIMITS = { guests: 99, name: 100, email: 254, phone: 30, message: 2000 } as const;
