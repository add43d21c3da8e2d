import type { EstateContactInfo, EstateGroup } from '@/content-api/schemas';
import { offices, teamMembers } from './team';

/**
 * The person to contact about an estate: its sales representative and their office. Some estates have
 * none on purpose (the service then answers 204), as happens with real listings.
 */
export function contactInfoFor(group: EstateGroup): EstateContactInfo | null {
  if (group.id % 9 === 4) return null;
  const rep = group.children[0]?.salesRep;
  const member = teamMembers.find((candidate) => candidate.email === rep?.email);
  if (!rep || !member) return null;
  const office = offices.find((candidate) => candidate.id === member.officeId);
  return {
    name: `${member.firstname} ${member.lastname}`,
    email: member.email,
    phone: member.phone,
    office: office?.name ?? null,
  };
}
