import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One issued refresh token (its JWT id). Tokens of one login form a family; using a token twice
 * revokes the whole family, since one of the two users of it is a thief.
 */
@Entity('refresh_tokens')
export class RefreshToken {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'family_id', type: 'uuid' })
  @Index('ix_refresh_tokens_family')
  familyId: string;

  @Column({ name: 'user_id', type: 'integer' })
  @Index('ix_refresh_tokens_user')
  userId: number;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /** Set when the token was exchanged for a new pair. */
  @Column({ name: 'rotated_at', type: 'timestamptz', nullable: true })
  rotatedAt: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
