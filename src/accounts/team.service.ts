import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthRevocationService } from '../auth/auth-revocation.service.js';
import type { Principal } from '../auth/principal.js';
import { newOpaqueToken, sha256Hex } from '../auth/token-hash.js';
import { TokenService } from '../auth/token.service.js';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { ApiError } from '../common/errors.js';
import { toUserDto } from './accounts.mapper.js';
import type { AcceptInvitationDto, InvitationDto, MemberDto, UpdateMemberDto } from './dto/team.dto.js';
import type { UserDto } from './dto/user.dto.js';
import { EmailService } from './email/email.service.js';
import { invitationEmail } from './email/signup-emails.js';
import type { Invitation } from './entities/invitation.entity.js';
import { OrganizationRepository } from './organization.repository.js';
import { PasswordService } from './password.service.js';
import { Member, TeamRepository } from './team.repository.js';
import { UserRepository } from './user.repository.js';

const INVITATION_TTL_MS = 7 * 86400_000;
const UNIQUE_VIOLATION = '23505';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toMemberDto(m: Member): MemberDto {
  return {
    id: m.id,
    username: m.username,
    email: m.email,
    first_name: m.firstName,
    last_name: m.lastName,
    role: m.role,
    status: m.status,
    is_verified_for_login: m.emailVerifiedAt ? 'true' : 'false',
    date_joined: m.dateJoined.toISOString(),
    last_login_at: iso(m.lastLoginAt),
  };
}

function toInvitationDto(i: Invitation): InvitationDto {
  return { id: i.id, email: i.email, role: i.role, invited_by: i.invitedBy, created_at: i.createdAt.toISOString(), expires_at: i.expiresAt.toISOString() };
}

/** The organization's team: members, invitations, role changes and suspensions (role A), acceptance (public, by token). */
@Injectable()
export class TeamService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly team: TeamRepository,
    private readonly users: UserRepository,
    private readonly organizations: OrganizationRepository,
    private readonly passwords: PasswordService,
    private readonly emails: EmailService,
    private readonly tokens: TokenService,
    private readonly revocations: AuthRevocationService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async listMembers(principal: Principal, page: number, pageSize: number) {
    const { rows, count } = await this.team.listMembers(principal.organizationId, page, pageSize);
    return { count, page, page_size: pageSize, results: rows.map(toMemberDto) };
  }

  async listInvitations(principal: Principal, page: number, pageSize: number) {
    const { rows, count } = await this.team.listPendingInvitations(principal.organizationId, page, pageSize);
    return { count, page, page_size: pageSize, results: rows.map(toInvitationDto) };
  }

  async invite(principal: Principal, emailInput: string, role: Invitation['role']): Promise<InvitationDto> {
    const email = emailInput.trim().toLowerCase();
    if (await this.team.memberEmailExists(principal.organizationId, email)) throw ApiError.conflict('This address is already a member of the organization.');
    const org = await this.organizations.findById(principal.organizationId);
    if (!org) throw ApiError.notFound('Organization');
    const token = newOpaqueToken();
    const { invitation, outboxId } = await this.db.transaction(async (manager) => {
      const invitation = await this.team.createInvitation(manager, {
        organizationId: principal.organizationId,
        email,
        role,
        invitedBy: principal.userId,
        tokenHash: sha256Hex(token),
        expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
      });
      const outboxId = await this.emails.enqueue(manager, invitationEmail(email, org.name, role, this.config.publicBaseUrl, token));
      return { invitation, outboxId };
    });
    await this.emails.dispatch(outboxId);
    return toInvitationDto(invitation);
  }

  /** Role change and suspension; one cannot suspend or demote oneself out of administration, nor leave the organization without an active administrator. */
  async update(principal: Principal, id: number, dto: UpdateMemberDto): Promise<MemberDto> {
    if (dto.role === undefined && dto.suspended === undefined) throw ApiError.validation([{ field: 'role', issue: 'give role or suspended' }], 'Nothing to change: give role or suspended.');
    const changed = await this.db.transaction(async (manager) => {
      const admins = await this.team.lockActiveAdministrators(manager, principal.organizationId);
      const member = await this.team.findMember(principal.organizationId, id, manager);
      if (!member) throw ApiError.notFound('Member');
      if (dto.suspended === true && id === principal.userId) throw ApiError.conflict('You cannot suspend yourself.');
      const nextRole = dto.role ?? member.role;
      let nextStatus = member.status;
      if (dto.suspended === true) nextStatus = 'suspended';
      if (dto.suspended === false && member.status === 'suspended') nextStatus = member.emailVerifiedAt ? 'active' : 'pending_verification';
      const staysAdmin = nextRole === 'A' && nextStatus === 'active';
      if (admins.includes(id) && !staysAdmin && admins.length <= 1) throw ApiError.conflict('The organization must keep at least one active administrator (role A).');
      if (nextRole === member.role && nextStatus === member.status) return false;
      await this.team.update(manager, principal.organizationId, id, { role: nextRole, status: nextStatus });
      if (nextStatus === 'suspended') await this.tokens.revokeAllForUser(id, manager);
      return true;
    });
    // Every replica drops the member's cached standing at once: suspension and role apply from the next request.
    if (changed) await this.revocations.publish({ kind: 'user', userId: id });
    return toMemberDto((await this.team.findMember(principal.organizationId, id))!);
  }

  /** Creates the invited user, active and verified (the token came by email), in the inviting organization. */
  async accept(dto: AcceptInvitationDto): Promise<UserDto> {
    const passwordHash = await this.passwords.hash(dto.password);
    const user = await this.db
      .transaction(async (manager) => {
        const invitation = await this.team.acceptInvitation(manager, sha256Hex(dto.token));
        if (!invitation) throw ApiError.validation([{ field: 'token', issue: 'the invitation is unknown, already used, replaced or expired' }], 'The invitation is not valid.');
        return this.users.create(manager, {
          organizationId: invitation.organizationId,
          username: dto.username ?? invitation.email,
          email: invitation.email,
          passwordHash,
          firstName: dto.first_name ?? '',
          lastName: dto.last_name ?? '',
          role: invitation.role,
          status: 'active',
          emailVerifiedAt: new Date(),
        });
      })
      .catch((err) => {
        if ((err as { code?: string }).code === UNIQUE_VIOLATION) throw ApiError.conflict('This email address or username already has an account.');
        throw err;
      });
    const org = await this.organizations.findById(user.organizationId);
    const profile = await this.users.findProfile(user.id, user.organizationId);
    return toUserDto(profile!, org?.tier ?? 1);
  }
}
