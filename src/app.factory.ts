import type { DynamicModule, INestApplication, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { Logger, PinoLogger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { partsOf, RoleParts } from './app.roles.js';
import type { AppConfig, Role } from './config/config.js';
import { AllExceptionsFilter } from './common/all-exceptions.filter.js';
import { mountDashboard } from './dashboard/dashboard.js';
import { apiVersionMiddleware, bodyDepthMiddleware, bodyErrorMiddleware, contentTypeMiddleware, jsonBodyParser } from './common/http-middleware.js';
import { requestIdMiddleware } from './common/request-id.js';
import { ApiValidationPipe } from './common/validation.pipe.js';
import { httpLoggerMiddleware } from './observability/http-logger.middleware.js';
import { metricsMiddleware } from './observability/metrics.js';
import { mountQueueDashboard } from './observability/queue-dashboard.js';
import { buildOpenApiDocument } from './openapi.js';
import { requestLogMiddleware } from './request-log/request-log.middleware.js';
import { RequestLogService } from './request-log/request-log.service.js';

/** The HTTP application (roles api and all), configured the same way in production and in tests. */
export async function createHttpApp(
  config: AppConfig,
  databaseUrl: string,
  role: Role = 'all',
  extraImports: DynamicModule[] = [],
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.create({ config, databaseUrl, parts: partsOf(role), extraImports }), {
    bodyParser: false,
    bufferLogs: true,
    abortOnError: false,
  });
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.http.trustProxy);
  app.disable('x-powered-by');
  app.use(requestIdMiddleware);
  app.use(httpLoggerMiddleware((await app.resolve(PinoLogger)).logger)); // outside a request: the root logger
  app.use(apiVersionMiddleware);
  app.use(metricsMiddleware);
  app.use(requestLogMiddleware(app.get(RequestLogService)));
  app.use(helmet());
  app.use(contentTypeMiddleware);
  app.use(jsonBodyParser(config.http.bodyLimitBytes));
  app.use(bodyDepthMiddleware);
  app.use(bodyErrorMiddleware);
  app.useGlobalFilters(new AllExceptionsFilter());
  app.useGlobalPipes(new ApiValidationPipe());
  app.enableShutdownHooks();
  mountDocs(app);
  mountQueueDashboard(app);
  mountDashboard(app);
  return app;
}

function mountDocs(app: INestApplication) {
  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('docs', app, () => document, { jsonDocumentUrl: 'docs-json', customSiteTitle: 'Naija Risk API' });
}

/** Processes without HTTP: the worker role and CLI commands. */
export async function createContext(config: AppConfig, databaseUrl: string, parts: RoleParts, logToStderr = false): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(AppModule.create({ config, databaseUrl, parts, logToStderr }), {
    bufferLogs: true,
    abortOnError: false,
  });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  return app;
}
