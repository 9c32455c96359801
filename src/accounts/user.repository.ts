import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { hotPathPool } from '../database/hot-path.js';
import { named } from '../database/sql.js';
import { EmailVerification } from './entities/email-verification.entity.js';
import { PasswordReset } from './entities/password-reset.entity.js';
import { User, UserStatus } from './entities/user.entity.js';

/** The fields a user's profile (`me`) shows. */
export type UserProfile = Pick<
  User,
  'id' | 'organizationId' | 'username' | 'email' | 'firstName' | 'lastName' | 'phone' | 'gender' | 'role' | 'status' | 'emailVerifiedAt' | 'dateJoined'
>;
export type NewUser = Pick<User, 'organizationId' | 'username' | 'email' | 'passwordHash' | 'role' | 'status'> &
  Partial<Pick<User, 'firstName' | 'lastName' | 'phone' | 'gender' | 'emailVerifiedAt'>>;

const PROFILE = `SELECT id, organization_id AS "organizationId", username, email, first_name AS "firstName", last_name AS "lastName", phone, gender, role, status,
          email_verified_at AS "emailVerifiedAt", date_joined AS "dateJoined"
     FROM users WHERE id = :userId AND organization_id = :organizationId`;

/** Users and their email verification tokens. */
@Injectable()
export class UserRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  create(manager: EntityManager, fields: NewUser): Promise<User> {
    return manager.save(manager.create(User, fields));
  }

  findById(id: number): Promise<User | null> {
    return this.users.findOne({ where: { id } });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOne({ where: { email } });
  }

  existsByEmail(email: string): Promise<boolean> {
    return this.users.existsBy({ email });
  }

  /** On every authenticated call's hot path (`me`): one indexed, prepared statement, no ORM hydration. */
  async findProfile(userId: number, organizationId: string): Promise<UserProfile | undefined> {
    const s = named(PROFILE, { userId, organizationId });
    const { rows } = await hotPathPool(this.db).query<UserProfile>({ name: 'accounts_me', text: s.text, values: s.values });
    return rows[0];
  }

  async touchLastLogin(id: number): Promise<void> {
    await this.users.update({ id }, { lastLoginAt: new Date() });
  }

  /** Moves the user to `status` unless another change got there first; false when it did. */
  async changeStatus(id: number, from: UserStatus, to: UserStatus): Promise<boolean> {
    return !!(await this.users.update({ id, status: from }, { status: to })).affected;
  }

  async createEmailVerification(manager: EntityManager, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
    await manager.save(manager.create(EmailVerification, { userId, tokenHash, expiresAt }));
  }

  /** Uses a verification token once (unknown, used or expired: undefined) and marks its user's email verified. */
  async verifyEmailByToken(manager: EntityManager, tokenHash: string): Promise<User | undefined> {
    const userId = await consumeSingleUseToken(manager, EmailVerification, tokenHash);
    if (!userId) return undefined;
    await manager
      .createQueryBuilder()
      .update(User)
      .set({ emailVerifiedAt: () => 'COALESCE(email_verified_at, now())', status: () => "CASE WHEN status = 'pending_verification' THEN 'active' ELSE status END" })
      .where('id = :userId', { userId })
      .execute();
    return manager.findOneByOrFail(User, { id: userId });
  }

  async createPasswordReset(manager: EntityManager, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
    await manager.save(manager.create(PasswordReset, { userId, tokenHash, expiresAt }));
  }

  /** Uses a reset token once (unknown, used or expired: undefined); the user's other reset tokens go with it. */
  async consumePasswordReset(manager: EntityManager, tokenHash: string): Promise<number | undefined> {
    const userId = await consumeSingleUseToken(manager, PasswordReset, tokenHash);
    if (!userId) return undefined;
    await manager.createQueryBuilder().update(PasswordReset).set({ usedAt: () => 'now()' }).where('user_id = :userId AND used_at IS NULL', { userId }).execute();
    return userId;
  }

  async setPasswordHash(manager: EntityManager, userId: number, passwordHash: string): Promise<void> {
    await manager.update(User, { id: userId }, { passwordHash });
  }
}

/** Marks an emailed token used, once: the user it was for, or undefined when unknown, used or expired. */
async function consumeSingleUseToken(manager: EntityManager, entity: typeof EmailVerification | typeof PasswordReset, tokenHash: string): Promise<number | undefined> {
  const consumed = await manager
    .createQueryBuilder()
    .update(entity)
    .set({ usedAt: () => 'now()' })
    .where('token_hash = :hash AND used_at IS NULL AND expires_at > now()', { hash: tokenHash })
    .returning(['userId'])
    .execute();
  return consumed.raw[0]?.user_id as number | undefined;
}
