import type { UserRole } from '../accounts/entities/user.entity.js';

/** Who is calling: a signed-in user (JWT) or an API token acting for the user who created it. */
export interface Principal {
  kind: 'user' | 'api_token';
  /** Stable key for scoping (rate limits, idempotency): "user:<id>" or "token:<uuid>". */
  key: string;
  userId: number;
  organizationId: string;
  role: UserRole;
  tier: number;
  tokenId?: string;
  /** Live or test data: `sk_test_…` keys and test-mode sessions act on test data only. */
  livemode: boolean;
}

/** What every organization-scoped query is scoped by: the organization and the mode (test or live). A Principal is one, and so is any row. */
export type OrgScope = Pick<Principal, 'organizationId' | 'livemode'>;

export interface AccessClaims {
  sub: string;
  org: string;
  role: UserRole;
  tier: number;
  typ: 'access';
  /** Session mode (the dashboard's test/live switch); absent means live. */
  livemode?: boolean;
}

export interface RefreshClaims {
  sub: string;
  fam: string;
  jti: string;
  typ: 'refresh';
  /** The session's mode, kept across rotations; absent means live. */
  livemode?: boolean;
}

/** The principal an access token's claims describe, or null when they are not an access token's. */
export function principalFromAccessClaims(claims: AccessClaims): Principal | null {
  if (claims.typ !== 'access' || !claims.sub || !claims.org) return null;
  const userId = Number(claims.sub);
  if (!Number.isInteger(userId)) return null;
  return { kind: 'user', key: `user:${userId}`, userId, organizationId: claims.org, role: claims.role, tier: claims.tier ?? 1, livemode: claims.livemode !== false };
}
