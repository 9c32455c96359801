import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { AuthFailureThrottleService } from '../throttling/auth-failure-throttle.service.js';
import { LoginThrottleService } from '../throttling/login-throttle.service.js';
import { RateLimitGuard } from '../throttling/rate-limit.guard.js';
import { ApiTokenRepository } from './api-token.repository.js';
import { ApiTokenService } from './api-token.service.js';
import { AuthRevocationService } from './auth-revocation.service.js';
import { AuthenticationGuard } from './auth.guard.js';
import { ApiToken } from './entities/api-token.entity.js';
import { JwtStrategy } from './jwt.strategy.js';
import { RefreshToken } from './entities/refresh-token.entity.js';
import { PrincipalResolver } from './principal-resolver.service.js';
import { PrincipalStandingRepository } from './principal-standing.repository.js';
import { PrincipalStatusService } from './principal-status.service.js';
import { RefreshTokenRepository } from './refresh-token.repository.js';
import { TokenService } from './token.service.js';

@Global()
@Module({
  imports: [
    PassportModule,
    TypeOrmModule.forFeature([ApiToken, RefreshToken]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwt.secret,
        signOptions: { algorithm: 'HS256', issuer: config.jwt.issuer, audience: config.jwt.audience },
        verifyOptions: { algorithms: ['HS256'], issuer: config.jwt.issuer, audience: config.jwt.audience },
      }),
    }),
  ],
  providers: [
    ApiTokenRepository,
    RefreshTokenRepository,
    PrincipalStandingRepository,
    AuthRevocationService,
    ApiTokenService,
    PrincipalStatusService,
    AuthFailureThrottleService,
    TokenService,
    JwtStrategy,
    PrincipalResolver,
    LoginThrottleService,
    // Order matters: authenticate first, then rate-limit by the principal found.
    { provide: APP_GUARD, useClass: AuthenticationGuard },
    { provide: APP_GUARD, useClass: RateLimitGuard },
  ],
  exports: [ApiTokenService, TokenService, LoginThrottleService, AuthRevocationService, PrincipalResolver],
})
export class AuthModule {}
