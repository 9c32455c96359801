import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { waitFor } from './receiver.js';

// The built service (dist/) as a child process, started as `npm start` starts it: configuration
// from its environment alone (nothing from this process's), its output kept for the test to read.

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

export interface ServiceProcess {
  baseUrl: string;
  /** stdout and stderr so far */
  output(): string;
  stop(): Promise<void>;
  /** SIGKILL, as a crash: resolves once the process is gone */
  crash(): Promise<void>;
}

const baseEnv = () => ({ PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' });

function run(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, { env: { ...baseEnv(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (c: Buffer) => chunks.push(c));
  child.stderr.on('data', (c: Buffer) => chunks.push(c));
  return { child, output: () => Buffer.concat(chunks).toString('utf8') };
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10000);
  await exited;
  clearTimeout(timer);
}

/** `node dist/main.js api` on a free loopback port; resolves once /health/live answers. */
export async function startService(env: Record<string, string>): Promise<ServiceProcess> {
  const port = await freePort();
  const { child, output } = run(['dist/main.js', 'api'], { ...env, PORT: String(port), HOST: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}:\n${output()}`);
      return (await fetch(`${baseUrl}/health/live`).catch(() => null))?.ok;
    },
    60000,
    100,
  );
  const crash = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  };
  return { baseUrl, output, stop: () => stopChild(child), crash };
}

/** Runs `node <args>` to its end (killed after `deadlineMs`: code null): its exit code and output. */
export async function runToExit(args: string[], env: Record<string, string>, deadlineMs = 30000): Promise<{ code: number | null; output: string }> {
  const { child, output } = run(args, env);
  const timer = setTimeout(() => child.kill('SIGKILL'), deadlineMs);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, output: output() };
}
