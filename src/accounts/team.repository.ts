import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, MoreThan, Repository } from 'typeorm';
import { Invitation } from './entities/invitation.entity.js';
import { User, UserRole, UserStatus } from './entities/user.entity.js';

export type Member = Pick<User, 'id' | 'username' | 'email' | 'firstName' | 'lastName' | 'role' | 'status' | 'emailVerifiedAt' | 'dateJoined' | 'lastLoginAt'>;
const MEMBER_FIELDS = { id: true, username: true, email: true, firstName: true, lastName: true, role: true, status: true, emailVerifiedAt: true, dateJoined: true, lastLoginAt: true } as const;

/** An organization's users and its pending invitations, always scoped by organization. */
@Injectable()
export class TeamRepository {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Invitation) private readonly invitations: Repository<Invitation>,
  ) {}

  async listMembers(organizationId: string, page: number, pageSize: number): Promise<{ rows: Member[]; count: number }> {
    const [rows, count] = await this.users.findAndCount({
      select: MEMBER_FIELDS,
      where: { organizationId },
      order: { dateJoined: 'ASC', id: 'ASC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    return { rows, count };
  }

  findMember(organizationId: string, id: number, manager?: EntityManager): Promise<Member | null> {
    return (manager?.getRepository(User) ?? this.users).findOne({ select: MEMBER_FIELDS, where: { id, organizationId } });
  }

  /** Locks the organization's active administrators (the "last administrator" check races nothing). */
  async lockActiveAdministrators(manager: EntityManager, organizationId: string): Promise<number[]> {
    const rows = await manager
      .getRepository(User)
      .createQueryBuilder('u')
      .select('u.id', 'id')
      .where("u.organization_id = :organizationId AND u.role = 'A' AND u.status = 'active'", { organizationId })
      .orderBy('u.id')
      .setLock('pessimistic_write')
      .getRawMany<{ id: number }>();
    return rows.map((r) => r.id);
  }

  async update(manager: EntityManager, organizationId: string, id: number, change: { role?: UserRole; status?: UserStatus }): Promise<void> {
    await manager.update(User, { id, organizationId }, change);
  }

  async memberEmailExists(organizationId: string, email: string): Promise<boolean> {
    return this.users.existsBy({ organizationId, email });
  }

  async listPendingInvitations(organizationId: string, page: number, pageSize: number): Promise<{ rows: Invitation[]; count: number }> {
    const [rows, count] = await this.invitations.findAndCount({
      where: { organizationId, acceptedAt: IsNull(), revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      order: { createdAt: 'DESC', id: 'ASC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    return { rows, count };
  }

  /** A new invitation replaces any pending one to the same address in the organization. */
  async createInvitation(manager: EntityManager, fields: Pick<Invitation, 'organizationId' | 'email' | 'role' | 'invitedBy' | 'tokenHash' | 'expiresAt'>): Promise<Invitation> {
    await manager
      .createQueryBuilder()
      .update(Invitation)
      .set({ revokedAt: () => 'now()' })
      .where('organization_id = :org AND email = :email AND accepted_at IS NULL AND revoked_at IS NULL', { org: fields.organizationId, email: fields.email })
      .execute();
    return manager.save(manager.create(Invitation, fields));
  }

  /** Uses an invitation once; undefined when unknown, used, replaced or expired. */
  async acceptInvitation(manager: EntityManager, tokenHash: string): Promise<Invitation | undefined> {
    const res = await manager
      .createQueryBuilder()
      .update(Invitation)
      .set({ acceptedAt: () => 'now()' })
      .where('token_hash = :tokenHash AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()', { tokenHash })
      .returning('*')
      .execute();
    const row = res.raw[0] as { id: string; organization_id: string; email: string; role: UserRole } | undefined;
    return row ? ({ id: row.id, organizationId: row.organization_id, email: row.email, role: row.role } as Invitation) : undefined;
  }
}
