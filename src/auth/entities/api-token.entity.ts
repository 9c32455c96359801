import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { UserRole } from '../../accounts/entities/user.entity.js';

/** A server-to-server API token. Only its SHA-256 is stored; the token is shown once. */
@Entity('api_tokens')
export class ApiToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  @Index('ix_api_tokens_organization')
  organizationId: string;

  /** The user who created it; the token acts on that user's behalf within its role. */
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** The first characters of the token, safe to display (sk_live_ab12…). */
  @Column({ type: 'varchar', length: 24 })
  prefix: string;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  @Index('uq_api_tokens_hash', { unique: true })
  tokenHash: string;

  @Column({ type: 'char', length: 1, default: 'B' })
  role: UserRole;

  /** false for `sk_test_` tokens: they act on the organization's test data only. */
  @Column({ type: 'boolean', default: true })
  livemode: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
