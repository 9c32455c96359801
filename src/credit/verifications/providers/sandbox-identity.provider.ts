import { Prng } from '../../bureaus/prng.js';
import { IdentityClaim, IdentityMatch, IdentityProvider, VerifiedField } from './identity-provider.js';

// A deterministic person per number, so an integrator can compute the record and test mismatches (0000… has none).

const FIRST = ['Adaeze', 'Chinedu', 'Oluwaseun', 'Aisha', 'Emeka', 'Funmilayo', 'Ibrahim', 'Ngozi', 'Tunde', 'Zainab', 'Obinna', 'Yetunde', 'Musa', 'Chiamaka', 'Segun', 'Halima'];
const LAST = ['Okafor', 'Adeyemi', 'Bello', 'Eze', 'Ogunleye', 'Abubakar', 'Nwosu', 'Balogun', 'Okonkwo', 'Suleiman', 'Adebayo', 'Obi', 'Danjuma', 'Onyekachi'];

export interface SandboxIdentityRecord {
  first_name: string;
  last_name: string;
  middle_name: string;
  date_of_birth: string;
  phone_number: string;
}

export function sandboxIdentityRecord(idType: 'bvn' | 'nin', idNumber: string): SandboxIdentityRecord | null {
  if (idNumber.startsWith('0000')) return null;
  const rng = new Prng(`sandbox-identity:${idType}:${idNumber}`);
  const year = rng.int(1955, 2005);
  return {
    first_name: rng.pick(FIRST),
    last_name: rng.pick(LAST),
    middle_name: rng.pick(FIRST),
    date_of_birth: `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
    phone_number: `080${String(rng.int(0, 99_999_999)).padStart(8, '0')}`,
  };
}

/** Names compare without case, accents, spaces or hyphens; phone numbers in local or +234 form. */
export const normalizeName = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '');
export const normalizePhone = (s: string) => s.replace(/\D/g, '').replace(/^234/, '0');

export class SandboxIdentityProvider implements IdentityProvider {
  async verify(claim: IdentityClaim): Promise<IdentityMatch> {
    const record = sandboxIdentityRecord(claim.idType, claim.idNumber);
    const fields: { field: VerifiedField; match: boolean }[] = [];
    const compare = (field: VerifiedField, given: string | undefined, match: (r: SandboxIdentityRecord, g: string) => boolean) => {
      if (given === undefined) return;
      fields.push({ field, match: !!record && match(record, given) });
    };
    compare('first_name', claim.first_name, (r, g) => normalizeName(r.first_name) === normalizeName(g));
    compare('last_name', claim.last_name, (r, g) => normalizeName(r.last_name) === normalizeName(g));
    compare('middle_name', claim.middle_name, (r, g) => normalizeName(r.middle_name) === normalizeName(g));
    compare('date_of_birth', claim.date_of_birth, (r, g) => r.date_of_birth === g);
    compare('phone_number', claim.phone_number, (r, g) => normalizePhone(r.phone_number) === normalizePhone(g));
    return { found: !!record, fields };
  }
}
