import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ApiTokenService } from '../auth/api-token.service.js';
import { AuthRevocationService } from '../auth/auth-revocation.service.js';
import type { Principal } from '../auth/principal.js';
import { newOpaqueToken, sha256Hex } from '../auth/token-hash.js';
import { IssuedTokens, TokenService, TokenSubject } from '../auth/token.service.js';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { ApiError } from '../common/errors.js';
import { LoginThrottleService } from '../throttling/login-throttle.service.js';
import { SignupThrottleService } from '../throttling/signup-throttle.service.js';
import { toApiTokenDto, toUserDto, toUserStatusSummary } from './accounts.mapper.js';
import type { CreateApiTokenDto, CreatedApiTokenDto } from './dto/api-token.dto.js';
import type { SignupDto } from './dto/signup.dto.js';
import type { UserDto } from './dto/user.dto.js';
import { EmailService } from './email/email.service.js';
import { signupAttemptNotice, usernameTakenEmail, verificationEmail } from './email/signup-emails.js';
import type { User } from './entities/user.entity.js';
import { OrganizationRepository } from './organization.repository.js';
import { PasswordService } from './password.service.js';
import { UserRepository } from './user.repository.js';

const VERIFICATION_TTL_MS = 48 * 3600 * 1000;
const UNIQUE_VIOLATION = '23505';

export interface BootstrapResult {
  organization_id: string;
  user_id: number;
  api_token: string;
  /** An `sk_test_` key of the same organization (test data, sandbox providers). */
  test_api_token: string;
}

@Injectable()
export class AccountsService {
  private readonly logger = new Logger(AccountsService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UserRepository,
    private readonly organizations: OrganizationRepository,
    private readonly passwords: PasswordService,
    private readonly tokens: TokenService,
    private readonly apiTokens: ApiTokenService,
    private readonly emails: EmailService,
    private readonly loginThrottle: LoginThrottleService,
    private readonly signupThrottle: SignupThrottleService,
    private readonly revocations: AuthRevocationService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Answers (and takes) the same whether or not the address has an account: only the mailbox learns which. */
  async signup(dto: SignupDto, ip: string): Promise<void> {
    const email = dto.email.trim().toLowerCase();
    await this.signupThrottle.consume(email, ip);
    const passwordHash = await this.passwords.hash(dto.password);
    const verificationToken = newOpaqueToken();
    const baseUrl = this.config.publicBaseUrl;
    const outboxId = await this.db
      .transaction(async (manager) => {
        // A self-signed-up organization's fraud reports count only for itself until the operator approves it.
        const org = await this.organizations.create(manager, { name: dto.organization_name.trim(), networkApproved: false });
        const created = await this.users.create(manager, {
          organizationId: org.id,
          username: dto.username ?? email,
          email,
          passwordHash,
          firstName: dto.first_name ?? '',
          lastName: dto.last_name ?? '',
          phone: dto.phone ?? null,
          gender: (dto.gender as User['gender']) ?? null,
          role: 'A',
          status: 'pending_verification',
        });
        await this.users.createEmailVerification(manager, created.id, sha256Hex(verificationToken), new Date(Date.now() + VERIFICATION_TTL_MS));
        return this.emails.enqueue(manager, verificationEmail(email, dto.first_name || email, baseUrl, verificationToken));
      })
      .catch(async (err) => {
        if ((err as { code?: string }).code !== UNIQUE_VIOLATION) throw err;
        // the email (or the username) has an account: nothing was created; the mailbox is told why
        const taken = (await this.users.existsByEmail(email)) ? signupAttemptNotice(email, baseUrl) : usernameTakenEmail(email, dto.username ?? email, baseUrl);
        return this.emails.enqueue(this.db.manager, taken);
      });
    await this.emails.dispatch(outboxId);
  }

  async verifyEmail(token: string): Promise<{ verified: boolean; email: string }> {
    return this.db.transaction(async (manager) => {
      const user = await this.users.verifyEmailByToken(manager, sha256Hex(token));
      if (!user) throw ApiError.validation([{ field: 'token', issue: 'the token is unknown, already used or expired' }], 'The verification token is not valid.');
      return { verified: true, email: user.email };
    });
  }

  async login(emailInput: string, password: string, ip: string, livemode = true): Promise<IssuedTokens> {
    return (await this.signIn(emailInput, password, ip, livemode)).tokens;
  }

  /** Login that also says who signed in (the dashboard session answers the user and organization). */
  async signIn(emailInput: string, password: string, ip: string, livemode = true): Promise<{ tokens: IssuedTokens; subject: TokenSubject }> {
    const email = emailInput.trim().toLowerCase();
    await this.loginThrottle.assertAllowed(email, ip);
    const user = await this.users.findByEmail(email);
    const ok = await this.passwords.verify(user?.passwordHash ?? null, password);
    if (!user || !ok) {
      await this.loginThrottle.recordFailure(email, ip);
      throw ApiError.unauthenticated('The email or password is not correct.');
    }
    await this.loginThrottle.recordSuccess(email, ip);
    if (!user.emailVerifiedAt) throw ApiError.forbidden('Verify your email address before signing in.');
    if (user.status !== 'active') throw ApiError.forbidden('This account is suspended.');
    const subject = await this.subjectOf(user);
    if (!subject) throw ApiError.forbidden('This organization is suspended.');
    await this.users.touchLastLogin(user.id);
    return { tokens: await this.tokens.issue({ ...subject, livemode }), subject };
  }

  async refresh(refreshToken: string): Promise<IssuedTokens> {
    return (await this.refreshWithSubject(refreshToken)).tokens;
  }

  async refreshWithSubject(refreshToken: string, livemode?: boolean): Promise<{ tokens: IssuedTokens; subject: TokenSubject }> {
    let subject: TokenSubject | null = null;
    const tokens = await this.tokens.rotate(refreshToken, async (userId) => {
      const user = await this.users.findById(userId);
      subject = user && user.status === 'active' ? await this.subjectOf(user) : null;
      return subject;
    }, livemode);
    return { tokens, subject: subject! };
  }

  /** The signed-in user and organization, as the dashboard session shows them. */
  async sessionView(subject: TokenSubject) {
    const [profile, org] = await Promise.all([this.users.findProfile(subject.id, subject.organizationId), this.organizations.findById(subject.organizationId)]);
    if (!profile || !org) throw ApiError.unauthenticated('The account no longer exists.');
    return { user: toUserDto(profile, org.tier), organization: { id: org.id, name: org.name, tier: org.tier } };
  }

  /** Operator command (cli user:suspend): the user's access and API tokens are refused on every replica within moments. */
  suspendUser(userId: number) {
    return this.setUserStatus(userId, 'suspended', ['active', 'pending_verification']);
  }

  /** Operator command (cli user:activate): a suspended user is active again (or back to verifying the email, if never verified). */
  activateUser(userId: number) {
    return this.setUserStatus(userId, 'active', ['suspended']);
  }

  private async setUserStatus(userId: number, status: 'active' | 'suspended', from: Array<User['status']>) {
    if (!Number.isSafeInteger(userId) || userId < 1) throw ApiError.notFound('User');
    const user = await this.users.findById(userId);
    if (!user) throw ApiError.notFound('User');
    if (from.includes(user.status)) {
      const next = status === 'active' && !user.emailVerifiedAt ? 'pending_verification' : status;
      await this.users.changeStatus(userId, user.status, next);
      await this.revocations.publish({ kind: 'user', userId });
    }
    return toUserStatusSummary((await this.users.findById(userId))!);
  }

  async me(principal: Principal): Promise<UserDto> {
    const profile = await this.users.findProfile(principal.userId, principal.organizationId);
    if (!profile) throw ApiError.unauthenticated('The account no longer exists.');
    return toUserDto(profile, principal.tier);
  }

  /** A user of the organization, for other domains (an alert's assignee): id and email, or null when not its user. */
  async member(organizationId: string, userId: number): Promise<{ id: number; email: string } | null> {
    if (!Number.isSafeInteger(userId)) return null;
    const profile = await this.users.findProfile(userId, organizationId);
    return profile ? { id: profile.id, email: profile.email } : null;
  }

  async createApiToken(principal: Principal, dto: CreateApiTokenDto): Promise<CreatedApiTokenDto> {
    const expiresAt = dto.expires_in_days ? new Date(Date.now() + dto.expires_in_days * 86400_000) : null;
    const fromMode = dto.mode === undefined ? undefined : dto.mode === 'live';
    if (fromMode !== undefined && dto.livemode !== undefined && fromMode !== dto.livemode) {
      throw ApiError.validation([{ field: 'livemode', issue: 'contradicts mode' }]);
    }
    const livemode = dto.livemode ?? fromMode ?? principal.livemode;
    // test keys are handed around more freely: they never mint live keys
    if (livemode && !principal.livemode) throw ApiError.forbidden('A test-mode key or session cannot create live API keys; sign in to live mode.');
    const { entity, plaintext } = await this.apiTokens.create(principal, dto.name, dto.role ?? 'B', expiresAt, livemode);
    return { ...toApiTokenDto(entity), token: plaintext };
  }

  /** One mode's keys, the caller's by default; like creation, a test-mode caller never reaches live keys. */
  async listApiTokens(principal: Principal, mode: 'live' | 'test' | undefined, page: number, pageSize: number) {
    const livemode = mode === undefined ? principal.livemode : mode === 'live';
    if (livemode && !principal.livemode) throw ApiError.forbidden('A test-mode key or session cannot list live API keys; sign in to live mode.');
    const { rows, count } = await this.apiTokens.listForOrganization({ organizationId: principal.organizationId, livemode }, page, pageSize);
    return { count, page, page_size: pageSize, results: rows.map(toApiTokenDto) };
  }

  async revokeApiToken(principal: Principal, id: string) {
    return toApiTokenDto(await this.apiTokens.revoke(principal, id));
  }

  /** Organization + verified admin + admin API token (CLI, demo); the operator made it, so it is network-approved, and the first one operates the deployment. */
  async bootstrap(orgName: string, emailInput: string, password: string): Promise<BootstrapResult> {
    const email = emailInput.trim().toLowerCase();
    const passwordHash = await this.passwords.hash(password);
    return this.db
      .transaction(async (manager) => {
        const isFirst = await this.organizations.isEmpty(manager);
        const org = await this.organizations.create(manager, { name: orgName, isOperator: isFirst, networkApproved: true });
        const user = await this.users.create(manager, { organizationId: org.id, username: email, email, passwordHash, role: 'A', status: 'active', emailVerifiedAt: new Date() });
        const { plaintext } = await this.apiTokens.createWith(manager, org.id, user.id, 'bootstrap', 'A');
        const test = await this.apiTokens.createWith(manager, org.id, user.id, 'bootstrap-test', 'A', false);
        return { organization_id: org.id, user_id: user.id, api_token: plaintext, test_api_token: test.plaintext };
      })
      .catch((err) => {
        if ((err as { code?: string }).code === UNIQUE_VIOLATION) throw ApiError.conflict('An account with this email already exists.');
        throw err;
      });
  }

  /** True when no organization exists yet (first start of an empty database). */
  isEmpty(manager?: EntityManager): Promise<boolean> {
    return this.organizations.isEmpty(manager);
  }

  /** Null while the user's organization is suspended: no tokens are issued for it. */
  private async subjectOf(user: User): Promise<TokenSubject | null> {
    const org = await this.organizations.findById(user.organizationId);
    if (!org || org.suspendedAt) return null;
    return { id: user.id, organizationId: user.organizationId, role: user.role, tier: org.tier };
  }
}
