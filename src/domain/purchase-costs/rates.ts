import type { Region } from '@/content-api/schemas';

/**
 * Every rate and fixed amount of the purchase-cost calculator, as in force for deeds signed from
 * 1 July 2025 on (checked against the sources below in November 2026). When a rule changes, this
 * module and its tests change together; nothing else holds a rate.
 */
export const RATES_IN_FORCE_SINCE = '2025-07-01';

type DutyRule = {
  /** Rate on the price for any buyer. */
  standard: number;
  /** Rate when a natural person buys the only home they will live in. */
  ownHome: number;
  /** Part of the price free of duties for the own home, granted only up to a price ceiling. */
  ownHomeAbatement: { amount: number; priceCeiling: number } | null;
  /** Whether the own-home relief also reaches the land of a new build sold on plan or under VAT. */
  ownHomeReliefOnNewBuildLand: boolean;
};

/**
 * Registration duties ("verkooprecht", "droits d'enregistrement") by region.
 * - Flanders: 12 % standard; 2 % for the only own home for deeds from 1 January 2025 (was 3 %), no
 *   abatement left; not for a home bought on plan or partly under VAT, whose land pays 12 %. Vlaamse Codex Fiscaliteit art. 2.9.4.2.1 and 2.9.4.2.11, as stated by the
 *   Vlaamse Belastingdienst and e.g. forumadvocaten.be, "Vlaanderen verstrengt het verlaagd
 *   verkooprecht" (30 October 2025), moore.be "Registratierechten versus btw bij een enige eigen woning".
 * - Wallonia: 12.5 % standard; 3 % on the whole price for the "habitation propre et unique" for deeds
 *   from 1 January 2025, without price ceiling, building land and homes on plan included; the
 *   first-home abatement is abolished. Décret du
 *   5 décembre 2024 (MB 13 décembre 2024), circulaire 2025/C/42; notaire.be "Droits d'enregistrement
 *   en Région wallonne".
 * - Brussels: 12.5 %; the own home pays no duties on its first 200,000 € when its price is at most
 *   600,000 € (Code des droits d'enregistrement art. 46bis, since 1 April 2023); be.brussels
 *   "Réduction des droits d'enregistrement": a home of 200,000 € pays nothing, 25,000 € saved.
 */
export const registrationDutyRules: Record<Region, DutyRule> = {
  flanders: { standard: 0.12, ownHome: 0.02, ownHomeAbatement: null, ownHomeReliefOnNewBuildLand: false },
  wallonia: { standard: 0.125, ownHome: 0.03, ownHomeAbatement: null, ownHomeReliefOnNewBuildLand: true },
  brussels: {
    standard: 0.125,
    ownHome: 0.125,
    ownHomeAbatement: { amount: 200_000, priceCeiling: 600_000 },
    ownHomeReliefOnNewBuildLand: true,
  },
};

/**
 * The notary's fee on a sale by private agreement: the legal sliding scale of the Arrêté royal /
 * Koninklijk Besluit of 16 December 1950 (tarief der notarissen), each rate on the part of the price
 * within its slice. Worked example (bouwinfo.be "Hoeveel kost een notaris?", notaris Timmermans,
 * Meuris & Claes): a sale of 65,000 € gives a fee of 1,394.16 €.
 */
export const notaryFeeScale: readonly { upTo: number; rate: number }[] = [
  { upTo: 7_500, rate: 0.0456 },
  { upTo: 17_500, rate: 0.0285 },
  { upTo: 30_000, rate: 0.0228 },
  { upTo: 45_495, rate: 0.0171 },
  { upTo: 64_095, rate: 0.0114 },
  { upTo: 250_095, rate: 0.0057 },
  { upTo: Infinity, rate: 0.00057 },
];

/** Notaries charge VAT on their fee and office costs since 1 January 2012. */
export const NOTARY_VAT_RATE = 0.21;

/**
 * Fixed costs of a deed. The writing right ("recht op geschriften", Wetboek diverse rechten en taksen
 * art. 3) is 50 € per deed, without VAT. The office costs (searches, certificates, mailing) are not
 * set by law: notaries ask about 800 to 1,100 € plus VAT (bouwinfo.be); the middle is used.
 */
export const DEED_WRITING_RIGHT = 50;
export const DEED_OFFICE_COSTS = 950;

/**
 * A new build sold under VAT: 21 % (VAT Code art. 37, Royal Decree no. 20, table A), or 6 % from
 * 1 July 2025 for a home rebuilt after demolition and sold to a buyer who makes it their only own home
 * with at most 175 m² of living area (programme law of 2025; e.g. vlaemynck.be "Verlaagd btw-tarief 6%
 * voor afbraak en heropbouw permanent vanaf 1 juli 2025"). hln.be's example: 260,000 € of construction
 * is 15,600 € of VAT at 6 % and 54,600 € at 21 %.
 */
export const vatRates = { standard: 0.21, rebuiltOwnHome: 0.06 } as const;
export const REBUILT_OWN_HOME_MAX_LIVING_AREA = 175;

/**
 * A mortgage registered at the land registry ("hypothecaire inschrijving"), the same in the three
 * regions: 1 % registration duty (belastingen.vlaanderen.be "Recht op hypotheekvestiging: tarief")
 * and 0.3 % mortgage right (nn.be "Een hypothecair krediet aangaan: de notariskosten"), both on the
 * loan plus the accessory amount the bank registers with it, usually 10 % (blog.recordbank.be: a loan
 * of 200,000 € is registered for 220,000 €, whose 1 % is 2,200 €).
 */
export const mortgageRegistration = {
  registrationDutyRate: 0.01,
  mortgageRightRate: 0.003,
  accessoryShare: 0.1,
} as const;
