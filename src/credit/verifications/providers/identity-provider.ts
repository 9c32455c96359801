// The identity registry behind verifications (NIBSS for BVN, NIMC for NIN, or an aggregator).
// A provider answers matches only: the registry's own data never enters this service.

export const IDENTITY_PROVIDER = Symbol('IDENTITY_PROVIDER');

export const VERIFIED_FIELDS = ['first_name', 'last_name', 'middle_name', 'date_of_birth', 'phone_number'] as const;
export type VerifiedField = (typeof VERIFIED_FIELDS)[number];

export interface IdentityClaim {
  idType: 'bvn' | 'nin';
  idNumber: string;
  first_name: string;
  last_name: string;
  middle_name?: string;
  /** YYYY-MM-DD */
  date_of_birth: string;
  phone_number?: string;
}

export interface IdentityMatch {
  /** False when the registry holds no record for the number (every field is then unmatched). */
  found: boolean;
  fields: { field: VerifiedField; match: boolean }[];
}

export interface IdentityProvider {
  verify(claim: IdentityClaim): Promise<IdentityMatch>;
}
