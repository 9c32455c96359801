import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { INestApplicationContext } from '@nestjs/common';
import { AccountsService } from './accounts/accounts.service.js';
import { OrganizationsService } from './accounts/organizations.service.js';
import { createContext, createHttpApp } from './app.factory.js';
import { ApiError } from './common/errors.js';
import { productionEnvFile } from './config/secrets.js';
import { pendingSchemaChanges, pendingSchemaSql, revertLastMigration } from './database/data-source.js';
import { directUrlOf } from './database/database-url.js';
import { FraudReportService } from './fraud/fraud-network/fraud-report.service.js';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhooks/webhook-events.js';
import { WebhooksService } from './webhooks/webhooks.service.js';
import { buildOpenApiDocument } from './openapi.js';
import { die, prepare } from './startup.js';

// Operator commands. Only the command's result goes to stdout; logs go to stderr.
//   bootstrap --org NAME --email EMAIL --password PW   organization + verified admin + API token, as JSON
//   org:list                                          every organization (id, name, tier, status, …), as a JSON array
//   org:tier ORG TIER                                 sets the organization's tier (its rate limit), as JSON
//   org:suspend ORG | org:activate ORG                refuses (or serves again) its users and API tokens on every replica, as JSON (what it fed the network still counts: org:revoke-network)
//   org:approve-network ORG                           a signed-up organization joins the network (its reports, rows and uploads count for others; it reads their upload counts), as JSON
//   org:revoke-network ORG                            the organization leaves the network (its reports, verified ones too, rows and uploads count for no other; it reads no upload counts, and, as a sign-up does, still reads the members' reports and rows); never the operator's own, as JSON
//   user:suspend USER_ID | user:activate USER_ID      refuses (or serves again) one user's access and API tokens, as JSON
//   openapi [--out FILE]                               the OpenAPI document (default: stdout)
//   schema:check                                       fails when entities and migrations differ
//   migration:generate NAME                            writes migrations/<timestamp>-NAME.ts from the difference
//   migrate                                            applies pending migrations
//   migration:revert                                   reverts the last applied migration (its down()), prints its name
//   secrets:generate                                   a production env file with fresh secrets (docker-compose.yml's .env)
//   webhooks:trigger EVENT --org ORG [--endpoint ID]   a sample EVENT to the organization's test-mode endpoints (through the outbox), as JSON

const [command, ...rest] = process.argv.slice(2);
const out = (text: string) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);

async function bootstrap() {
  const { values } = parseArgs({ args: rest, options: { org: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } } });
  if (!values.org || !values.email || !values.password) die('usage: cli bootstrap --org NAME --email EMAIL --password PASSWORD');
  if (values.password.length < 10) die('error: the password must have at least 10 characters');
  const { org, email, password } = values;
  await printResult((app) => app.get(AccountsService).bootstrap(org, email, password));
}

/** The operator's approval of an organization for the fraud network (approve) or its removal (revoke). */
async function networkMembership(approve: boolean) {
  const [orgId] = args(1, `org:${approve ? 'approve' : 'revoke'}-network ORGANIZATION_ID`);
  await printResult((app) => (approve ? app.get(FraudReportService).approveOrganization(orgId) : app.get(FraudReportService).revokeOrganization(orgId)));
}

/** A sample event to the organization's test-mode endpoints; the relay of a running worker delivers it. */
async function triggerWebhook() {
  const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: { org: { type: 'string' }, endpoint: { type: 'string' } } });
  const [event] = positionals;
  if (!event || !values.org || positionals.length !== 1) die(`usage: cli webhooks:trigger EVENT --org ORGANIZATION_ID [--endpoint ENDPOINT_ID]; EVENT is one of ${WEBHOOK_EVENT_TYPES.join(', ')}`);
  if (!(WEBHOOK_EVENT_TYPES as readonly string[]).includes(event)) die(`error: EVENT must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}`);
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!uuid.test(values.org) || (values.endpoint && !uuid.test(values.endpoint))) die('error: --org and --endpoint take ids (UUIDs)');
  const org = values.org;
  await printResult(async (app) => {
    if ((await app.get(OrganizationsService).nameOf(org)) === null) throw ApiError.notFound('Organization');
    return app.get(WebhooksService).triggerSample(org, event as WebhookEventType, values.endpoint);
  });
}

/** The positional arguments of an org:/user: command, or the usage line and exit 1. */
function args(count: number, usage: string): string[] {
  if (rest.length !== count || rest.some((a) => !a)) die(`usage: cli ${usage}`);
  return rest;
}

const organizations = (call: (service: OrganizationsService) => Promise<unknown>) => printResult((app) => call(app.get(OrganizationsService)));
const accounts = (call: (service: AccountsService) => Promise<unknown>) => printResult((app) => call(app.get(AccountsService)));

/** Runs one service call in an application context (no HTTP, no jobs) and prints its result as JSON. */
async function printResult(call: (app: INestApplicationContext) => Promise<unknown>) {
  const { config, databaseUrl } = await prepare({ logToStderr: true });
  const app = await createContext(config, databaseUrl, { http: false, jobs: false }, true);
  try {
    out(JSON.stringify(await call(app)));
  } catch (err) {
    if (err instanceof ApiError) die(`error: ${err.message}`);
    throw err;
  } finally {
    await app.close();
  }
}

async function openapi() {
  const { values } = parseArgs({ args: rest, options: { out: { type: 'string' } } });
  const { config, databaseUrl } = await prepare({ logToStderr: true });
  const app = await createHttpApp({ ...config, logLevel: 'error' }, databaseUrl, 'api');
  await app.init();
  const json = JSON.stringify(buildOpenApiDocument(app), null, 2) + '\n';
  await app.close();
  if (values.out) writeFileSync(values.out, json);
  else out(json);
}

async function schemaCheck() {
  const { config, databaseUrl } = await prepare({ logToStderr: true });
  const pending = await pendingSchemaChanges(config, directUrlOf(config, databaseUrl));
  if (pending.length) die(`entities and migrations differ; a new migration would run:\n${pending.join(';\n')}`);
  out('schema in sync');
}

async function migrationGenerate() {
  const name = rest[0];
  if (!name || !/^[A-Za-z][A-Za-z0-9]*$/.test(name)) die('usage: cli migration:generate NAME (letters and digits)');
  const { config, databaseUrl } = await prepare({ logToStderr: true });
  const { up, down } = await pendingSchemaSql(config, directUrlOf(config, databaseUrl));
  if (!up.length) return out('nothing to generate: schema in sync');
  const ts = Date.now();
  const q = (s: string) => '`' + s.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${') + '`';
  const file = `migrations/${ts}-${name}.ts`;
  writeFileSync(
    file,
    `import { MigrationInterface, QueryRunner } from 'typeorm';\n\n` +
      `export class ${name}${ts} implements MigrationInterface {\n  name = '${name}${ts}';\n\n` +
      `  public async up(queryRunner: QueryRunner): Promise<void> {\n${up.map((s) => `    await queryRunner.query(${q(s)});`).join('\n')}\n  }\n\n` +
      `  public async down(queryRunner: QueryRunner): Promise<void> {\n${down.map((s) => `    await queryRunner.query(${q(s)});`).join('\n')}\n  }\n}\n`,
  );
  out(file);
}

async function run() {
  switch (command) {
    case 'bootstrap':
      return bootstrap();
    case 'org:list':
      args(0, 'org:list');
      return organizations((s) => s.list());
    case 'org:tier': {
      const [org, tier] = args(2, 'org:tier ORGANIZATION_ID TIER');
      if (!/^\d{1,4}$/.test(tier)) die('error: TIER must be a whole number (a tier RATE_LIMIT_TIERS defines)');
      return organizations((s) => s.setTier(org, Number(tier)));
    }
    case 'org:suspend': {
      const [org] = args(1, 'org:suspend ORGANIZATION_ID');
      return organizations((s) => s.suspend(org));
    }
    case 'org:activate': {
      const [org] = args(1, 'org:activate ORGANIZATION_ID');
      return organizations((s) => s.activate(org));
    }
    case 'org:approve-network':
    case 'org:revoke-network':
      return networkMembership(command === 'org:approve-network');
    case 'user:suspend': {
      const [user] = args(1, 'user:suspend USER_ID');
      return accounts((s) => s.suspendUser(Number(user)));
    }
    case 'user:activate': {
      const [user] = args(1, 'user:activate USER_ID');
      return accounts((s) => s.activateUser(Number(user)));
    }
    case 'openapi':
      return openapi();
    case 'schema:check':
      return schemaCheck();
    case 'migration:generate':
      return migrationGenerate();
    case 'migrate':
      await prepare({ logToStderr: true });
      return out('migrations applied');
    case 'migration:revert': {
      args(0, 'migration:revert');
      const { config, databaseUrl } = await prepare({ logToStderr: true, runMigrations: false });
      const reverted = await revertLastMigration(config, directUrlOf(config, databaseUrl));
      return out(reverted ? `reverted ${reverted}` : 'no migration applied: nothing to revert');
    }
    case 'secrets:generate':
      return out(productionEnvFile());
    case 'webhooks:trigger':
      return triggerWebhook();
    default:
      die('commands: webhooks:trigger EVENT --org ORG, bootstrap, org:list, org:tier ORG TIER, org:suspend ORG, org:activate ORG, org:approve-network ORG, org:revoke-network ORG, user:suspend USER, user:activate USER, openapi, schema:check, migration:generate NAME, migrate, migration:revert, secrets:generate');
  }
}

run()
  // stdout to a pipe is asynchronous: exit only once it is flushed, or output past 64 KiB
  // (the OpenAPI document) is cut off.
  .then(() => process.stdout.write('', () => process.exit(0)))
  .catch((err) => die(`error: ${err instanceof Error ? err.message : String(err)}`));
