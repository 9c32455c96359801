import type { ApiToken } from '../auth/entities/api-token.entity.js';
import type { ApiTokenDto } from './dto/api-token.dto.js';
import type { UserDto } from './dto/user.dto.js';
import type { Organization } from './entities/organization.entity.js';
import type { User } from './entities/user.entity.js';
import type { UserProfile } from './user.repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toUserDto(user: UserProfile, tier: number): UserDto {
  return {
    username: user.username,
    email: user.email,
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    is_active: user.status === 'active',
    role: user.role,
    date_joined: user.dateJoined.toISOString(),
    status: user.status,
    phone: user.phone,
    gender: user.gender,
    tier,
    is_verified_for_login: user.emailVerifiedAt ? 'true' : 'false',
    organization_id: user.organizationId,
  };
}

/** An organization as the operator CLI prints it. */
export function toOrganizationSummary(org: Organization) {
  return {
    organization_id: org.id,
    name: org.name,
    tier: org.tier,
    status: org.suspendedAt ? ('suspended' as const) : ('active' as const),
    suspended_at: iso(org.suspendedAt),
    is_operator: org.isOperator,
    network_approved: org.networkApproved,
    created_at: org.createdAt.toISOString(),
  };
}

/** The dashboard's organization settings. */
export function toOrganizationSettings(org: Organization) {
  return {
    id: org.id,
    name: org.name,
    tier: org.tier,
    branding: { display_name: org.displayName, logo_url: org.logoUrl, privacy_notice_url: org.privacyNoticeUrl, terms_url: org.termsUrl },
    created_at: org.createdAt.toISOString(),
  };
}

/** A user's standing as the operator CLI prints it. */
export function toUserStatusSummary(user: User) {
  return { user_id: user.id, organization_id: user.organizationId, email: user.email, status: user.status };
}

export function toApiTokenDto(token: ApiToken): ApiTokenDto {
  return {
    id: token.id,
    name: token.name,
    prefix: token.prefix,
    role: token.role,
    created_at: token.createdAt.toISOString(),
    last_used_at: iso(token.lastUsedAt),
    expires_at: iso(token.expiresAt),
    revoked_at: iso(token.revokedAt),
    livemode: token.livemode,
  };
}
