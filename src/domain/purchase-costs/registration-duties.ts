import type { Region } from '@/content-api/schemas';
import { toCents } from './money';
import { registrationDutyRules } from './rates';

export type DutyAssessment = {
  /** The rate applied to the taxed part of the price. */
  rate: number;
  /** The part of the price left free by an abatement (0 without one). */
  abatement: number;
  amount: number;
};

/**
 * Registration duties on a price in a region, for the buyer's own home or any other purchase; with
 * `newBuildLand`, on the land of a new build, where Flanders grants no own-home rate.
 */
export function registrationDuties(
  price: number,
  region: Region,
  ownHomeAsked: boolean,
  { newBuildLand = false } = {},
): DutyAssessment {
  const rule = registrationDutyRules[region];
  const ownHome = ownHomeAsked && (!newBuildLand || rule.ownHomeReliefOnNewBuildLand);
  const rate = ownHome ? rule.ownHome : rule.standard;
  const ceilingMet = rule.ownHomeAbatement !== null && price <= rule.ownHomeAbatement.priceCeiling;
  const abatement =
    ownHome && ceilingMet && rule.ownHomeAbatement ? Math.min(price, rule.ownHomeAbatement.amount) : 0;
  return { rate, abatement, amount: toCents((price - abatement) * rate) };
}
