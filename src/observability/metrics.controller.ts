import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../auth/auth.decorators.js';
import { metricsRegistry } from './metrics.js';

/** Prometheus scrape endpoint. Expose it on the internal network only (see README). */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  @Get()
  @Public({ skipRateLimit: true })
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  metrics(): Promise<string> {
    return metricsRegistry.metrics();
  }
}
