import './heap-limits.js';
import 'reflect-metadata';
import cluster from 'node:cluster';
import { AccountsService } from './accounts/accounts.service.js';
import { isApiProcessesPrimary, isFirstApiProcess, startApiProcesses } from './api-processes.js';
import { createContext, createHttpApp } from './app.factory.js';
import { partsOf } from './app.roles.js';
import { ConfigError, parseRole } from './config/config.js';
import { seedDemo } from './demo-seed.js';
import { startWorkerHttp } from './observability/worker-http.js';
import { die, prepare } from './startup.js';

// node dist/main.js [api|worker|all]; `all` (the default) is for a newcomer's single process.
async function main() {
  let role;
  try {
    role = parseRole(process.argv[2]);
  } catch (err) {
    die((err as ConfigError).message);
  }
  // an api process forked by the primary finds PostgreSQL migrated (and started) by it
  const { config, databaseUrl, log } = await prepare({ runMigrations: !cluster.isWorker });
  if (config.apiProcesses > 1 && role !== 'api') die(`error: API_PROCESSES applies to the api role only (got role ${role}); run the worker role as its own process.`);

  if (role === 'worker') {
    await createContext(config, databaseUrl, partsOf(role));
    if (config.workerPort) {
      const server = startWorkerHttp(config.workerPort, config.host);
      server.on('error', (err) => log.warn({ err }, 'worker metrics listener not started'));
      server.unref(); // never what keeps the process alive
    }
    log.info({ metrics_port: config.workerPort || null }, 'worker started');
    return;
  }
  if (isApiProcessesPrimary(config.apiProcesses)) {
    startApiProcesses(config.apiProcesses, { DATABASE_URL: databaseUrl }, log, { port: config.apiProcessesMetricsPort, host: config.host });
    return;
  }
  const app = await createHttpApp(config, databaseUrl, role);
  await app.listen(config.port, config.host);
  log.info({ port: config.port, role, pid: process.pid }, `listening on http://localhost:${config.port} (docs at /docs)`);
  if (config.seedDemo && isFirstApiProcess()) await seedDemo(app.get(AccountsService), config, log);
}

main().catch((err) => {
  process.stderr.write(`fatal: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
