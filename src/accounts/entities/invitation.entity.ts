import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { UserRole } from './user.entity.js';

/**
 * An invitation to join an organization, its token stored only as its SHA-256. No livemode column:
 * the team (users) is the same in test and live mode.
 */
@Entity('invitations')
@Index('ix_invitations_organization', ['organizationId', 'createdAt'])
export class Invitation {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  /** Stored lower-cased. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'char', length: 1 })
  role: UserRole;

  @Column({ name: 'invited_by', type: 'integer' })
  invitedBy: number;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  @Index('uq_invitations_token', { unique: true })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'accepted_at', type: 'timestamptz', nullable: true })
  acceptedAt: Date | null;

  /** Set when a newer invitation to the same address replaced it. */
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
