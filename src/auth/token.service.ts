import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { UserRole } from '../accounts/entities/user.entity.js';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { ApiError } from '../common/errors.js';
import { RefreshTokenRepository } from './refresh-token.repository.js';
import type { AccessClaims, RefreshClaims } from './principal.js';

export interface TokenSubject {
  id: number;
  organizationId: string;
  role: UserRole;
  tier: number;
  /** The session's mode; live unless false. */
  livemode?: boolean;
}

export interface IssuedTokens {
  access: string;
  refresh: string;
  accessExpiresIn: number;
  /** The sign-in's family: every rotation keeps it; the dashboard binds its CSRF token to it. */
  familyId: string;
  /** The session's mode (false: test mode). */
  livemode: boolean;
}

/** JWT access and refresh tokens; refresh tokens rotate on every use and reuse revokes the family. */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @InjectDataSource() private readonly db: DataSource,
    private readonly refreshTokens: RefreshTokenRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async issue(subject: TokenSubject, familyId: string = randomUUID(), manager: EntityManager = this.db.manager): Promise<IssuedTokens> {
    const jti = randomUUID();
    const { accessTtlSeconds, refreshTtlSeconds } = this.config.jwt;
    await this.refreshTokens.insert(manager, {
      id: jti,
      familyId,
      userId: subject.id,
      organizationId: subject.organizationId,
      expiresAt: new Date(Date.now() + refreshTtlSeconds * 1000),
    });
    const access = await this.jwt.signAsync(
      { org: subject.organizationId, role: subject.role, tier: subject.tier, typ: 'access', ...(subject.livemode === false ? { livemode: false } : {}) } satisfies Omit<AccessClaims, 'sub'>,
      { subject: String(subject.id), expiresIn: accessTtlSeconds },
    );
    const refresh = await this.jwt.signAsync(
      { fam: familyId, typ: 'refresh', ...(subject.livemode === false ? { livemode: false } : {}) } satisfies Pick<RefreshClaims, 'fam' | 'typ' | 'livemode'>,
      { subject: String(subject.id), expiresIn: refreshTtlSeconds, jwtid: jti },
    );
    return { access, refresh, accessExpiresIn: accessTtlSeconds, familyId, livemode: subject.livemode !== false };
  }

  /**
   * Exchanges a refresh token for a new pair. The old token is consumed with a conditional update,
   * so of two concurrent uses one wins and the other is treated as reuse. `livemode` switches the session's mode (else kept).
   */
  async rotate(refreshToken: string, loadSubject: (userId: number) => Promise<TokenSubject | null>, livemode?: boolean): Promise<IssuedTokens> {
    const claims = await this.verifyRefresh(refreshToken);
    return this.db.transaction(async (manager) => {
      if (!(await this.refreshTokens.consume(manager, claims.jti))) {
        await this.revokeFamily(claims.fam);
        throw ApiError.unauthenticated('This refresh token was already used or revoked; every session of this sign-in is now closed. Sign in again.');
      }
      const subject = await loadSubject(Number(claims.sub));
      if (!subject) throw ApiError.unauthenticated('The account is no longer active.');
      return this.issue({ ...subject, livemode: livemode ?? claims.livemode !== false }, claims.fam, manager);
    });
  }

  revokeAllForUser(userId: number, manager?: EntityManager) {
    return this.refreshTokens.revokeAllForUser(userId, manager);
  }

  revokeFamily(familyId: string) {
    return this.refreshTokens.revokeFamily(familyId);
  }

  /** The family of a refresh token this service signed (even an expired one, so sign-out still closes it); null when not ours. */
  async familyOf(token: string): Promise<string | null> {
    try {
      const claims = await this.jwt.verifyAsync<RefreshClaims>(token, {
        algorithms: ['HS256'],
        issuer: this.config.jwt.issuer,
        audience: this.config.jwt.audience,
        ignoreExpiration: true,
      });
      return claims.typ === 'refresh' && claims.fam ? claims.fam : null;
    } catch {
      return null;
    }
  }

  private async verifyRefresh(token: string): Promise<RefreshClaims> {
    let claims: RefreshClaims;
    try {
      claims = await this.jwt.verifyAsync<RefreshClaims>(token, {
        algorithms: ['HS256'],
        issuer: this.config.jwt.issuer,
        audience: this.config.jwt.audience,
      });
    } catch (err) {
      if ((err as Error).name === 'TokenExpiredError') throw new ApiError('TOKEN_EXPIRED', 'The refresh token has expired; sign in again.');
      throw ApiError.unauthenticated('The refresh token is not valid.');
    }
    if (claims.typ !== 'refresh' || !claims.jti || !claims.fam || !claims.sub) throw ApiError.unauthenticated('The refresh token is not valid.');
    return claims;
  }
}
