import 'reflect-metadata';
import { AccountsService } from './accounts/accounts.service.js';
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
  const { config, databaseUrl, log } = await prepare();

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
  const app = await createHttpApp(config, databaseUrl, role);
  await app.listen(config.port, config.host);
  log.info({ port: config.port, role }, `listening on http://localhost:${config.port} (docs at /docs)`);
  if (config.seedDemo) await seedDemo(app.get(AccountsService), config, log);
}

main().catch((err) => {
  process.stderr.write(`fatal: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
