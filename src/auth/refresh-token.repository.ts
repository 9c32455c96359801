import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { RefreshToken } from './entities/refresh-token.entity.js';

/** Refresh tokens: one row per issued token, consumed once, revoked by family. */
@Injectable()
export class RefreshTokenRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async insert(manager: EntityManager, token: Pick<RefreshToken, 'id' | 'familyId' | 'userId' | 'organizationId' | 'expiresAt'>): Promise<void> {
    await manager.insert(RefreshToken, token);
  }

  /** Marks the token rotated if it is still usable; false when it was used, revoked or expired (or a concurrent use won). */
  async consume(manager: EntityManager, id: string): Promise<boolean> {
    const consumed = await manager
      .createQueryBuilder()
      .update(RefreshToken)
      .set({ rotatedAt: () => 'now()' })
      .where('id = :id AND rotated_at IS NULL AND revoked_at IS NULL AND expires_at > now()', { id })
      .execute();
    return !!consumed.affected;
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.db
      .createQueryBuilder()
      .update(RefreshToken)
      .set({ revokedAt: () => 'now()' })
      .where('family_id = :familyId AND revoked_at IS NULL', { familyId })
      .execute();
  }

  /** Every open sign-in of the user (password reset, suspension). */
  async revokeAllForUser(userId: number, manager: EntityManager = this.db.manager): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(RefreshToken)
      .set({ revokedAt: () => 'now()' })
      .where('user_id = :userId AND revoked_at IS NULL', { userId })
      .execute();
  }
}
