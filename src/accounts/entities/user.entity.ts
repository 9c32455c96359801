import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Organization } from './organization.entity.js';

export const USER_ROLES = ['A', 'B'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const GENDERS = ['MALE', 'FEMALE', 'OTHERS'] as const;
export type Gender = (typeof GENDERS)[number];
export const USER_STATUSES = ['active', 'pending_verification', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

@Entity('users')
@Index('uq_users_email', ['email'], { unique: true })
@Index('uq_users_username', ['username'], { unique: true })
export class User {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ name: 'organization_id', type: 'uuid' })
  @Index('ix_users_organization')
  organizationId: string;

  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id' })
  organization?: Organization;

  @Column({ type: 'varchar', length: 150 })
  username: string;

  /** Stored lower-cased; login compares lower-cased. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ name: 'first_name', type: 'varchar', length: 150, default: '' })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 150, default: '' })
  lastName: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 6, nullable: true })
  gender: Gender | null;

  @Column({ type: 'char', length: 1, default: 'B' })
  role: UserRole;

  @Column({ type: 'varchar', length: 32, default: 'pending_verification' })
  status: UserStatus;

  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  @CreateDateColumn({ name: 'date_joined', type: 'timestamptz' })
  dateJoined: Date;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;
}
