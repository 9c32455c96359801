import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { UserRole } from '../accounts/entities/user.entity.js';
import { hotPathPool } from '../database/hot-path.js';
import { named } from '../database/sql.js';

/** The standing of an access token's user and organization, read on a cache miss of every JWT request. */
@Injectable()
export class PrincipalStandingRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The organization's tier and the user's role now, while the user is active and the organization not suspended; otherwise null. */
  async findActiveStanding(userId: number, organizationId: string): Promise<{ tier: number; role: UserRole } | null> {
    const s = named(
      `SELECT o.tier, u.role FROM users u JOIN organizations o ON o.id = u.organization_id
        WHERE u.id = :userId AND u.organization_id = :organizationId AND u.status = 'active' AND o.suspended_at IS NULL`,
      { userId, organizationId },
    );
    const { rows } = await hotPathPool(this.db).query<{ tier: number; role: UserRole }>({ name: 'auth_principal_standing_role', text: s.text, values: s.values });
    return rows[0] ?? null;
  }
}
