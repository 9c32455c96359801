import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { Redis } from 'ioredis';
import { Public } from '../auth/auth.decorators.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { InjectRedis } from '../redis/redis.module.js';

const CHECK_TIMEOUT_MS = 1500;

@ApiTags('operations')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    @InjectRedis() private readonly redis: Redis,
  ) {}

  /** The process is up (no dependency checked): for restart decisions. */
  @Get('live')
  @Public({ skipRateLimit: true })
  @ApiOperation({ summary: 'Liveness', operationId: 'healthLive' })
  live() {
    return { status: 'ok' };
  }

  /** PostgreSQL and Redis both answer within 1.5 s: for routing traffic. 503 otherwise. */
  @Get('ready')
  @Public({ skipRateLimit: true })
  @HealthCheck()
  @ApiOperation({ summary: 'Readiness: PostgreSQL and Redis reachable', operationId: 'healthReady' })
  @ApiErrors('SERVICE_UNAVAILABLE')
  ready() {
    return this.health.check([
      () => this.db.pingCheck('database').withTimeout(CHECK_TIMEOUT_MS),
      () =>
        this.indicators
          .check('redis')
          .attempt(async () => {
            await this.redis.ping();
          })
          .withTimeout(CHECK_TIMEOUT_MS),
    ]);
  }
}
