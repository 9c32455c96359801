import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { parseAllDocuments } from 'yaml';
import { ConfigError, loadConfig, parseRole, type Env } from '../src/config/config.js';
import { GENERATED_SECRETS, generateSecrets } from '../src/config/secrets.js';
import { startWorkerHttp } from '../src/observability/worker-http.js';
import { startTestApp, TestApp } from './support/test-app.js';

// deploy/kubernetes/ against the code: every variable the manifests set is one the configuration
// reads, the Secret template names every secret production requires, and each probe asks a route the
// role really serves, on the port that role listens on.

const DIR = 'deploy/kubernetes';

interface Probe {
  httpGet?: { path: string; port: number | string };
}
interface Container {
  name: string;
  image: string;
  args?: string[];
  command?: string[];
  ports?: Array<{ name?: string; containerPort: number }>;
  env?: Array<{ name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string }; configMapKeyRef?: { name: string; key: string } } }>;
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  startupProbe?: Probe;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { allowPrivilegeEscalation?: boolean; readOnlyRootFilesystem?: boolean; capabilities?: { drop?: string[] } };
}
interface PodSpec {
  containers: Container[];
  securityContext?: { runAsNonRoot?: boolean };
}
interface Manifest {
  kind: string;
  metadata: { name: string };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  spec?: {
    template?: { metadata?: { labels?: Record<string, string> }; spec: PodSpec };
    selector?: { matchLabels?: Record<string, string> };
    scaleTargetRef?: { kind: string; name: string };
    minReplicas?: number;
  };
}

const manifests: Manifest[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.yaml'))
  .flatMap((file) =>
    parseAllDocuments(readFileSync(join(DIR, file), 'utf8')).map((doc) => {
      if (doc.errors.length) throw new Error(`${file}: ${doc.errors[0].message}`);
      return doc.toJS() as Manifest;
    }),
  );
const byKind = (kind: string) => manifests.filter((m) => m.kind === kind);
const one = (kind: string, name: string) => {
  const found = manifests.find((m) => m.kind === kind && m.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} in ${DIR}`);
  return found;
};
const workloads = [...byKind('Deployment'), ...byKind('Job')];
const containersOf = (m: Manifest) => m.spec!.template!.spec.containers;

/** The variables a container gets and where each comes from (ConfigMap values, Secret keys, its own env). */
function environmentOf(c: Container): Map<string, { from: 'configmap' | 'secret' | 'env'; value?: string }> {
  const env = new Map<string, { from: 'configmap' | 'secret' | 'env'; value?: string }>();
  for (const source of c.envFrom ?? []) {
    if (source.configMapRef) for (const [k, v] of Object.entries(one('ConfigMap', source.configMapRef.name).data ?? {})) env.set(k, { from: 'configmap', value: String(v) });
    if (source.secretRef) {
      const secret = one('Secret', source.secretRef.name);
      for (const k of Object.keys({ ...secret.data, ...secret.stringData })) env.set(k, { from: 'secret' });
    }
  }
  for (const e of c.env ?? []) {
    const secretRef = e.valueFrom?.secretKeyRef;
    const ref = secretRef ?? e.valueFrom?.configMapKeyRef;
    const source = ref && one(secretRef ? 'Secret' : 'ConfigMap', ref.name);
    if (ref && !Object.keys({ ...source?.data, ...source?.stringData }).includes(ref.key)) throw new Error(`${e.name} refers to ${ref.name}'s missing key ${ref.key}`);
    env.set(e.name, secretRef ? { from: 'secret' } : { from: 'env', value: e.value ?? (ref && source?.data?.[ref.key]) ?? undefined });
  }
  return env;
}

/** Every name loadConfig reads (the one place that reads the environment): it is given an environment that records what is asked of it. */
function variablesTheConfigurationReads(): Set<string> {
  const read = new Set<string>();
  const env = new Proxy<Env>({ NODE_ENV: 'production' }, {
    get(target, name) {
      if (typeof name === 'string') read.add(name);
      return target[name as string];
    },
  });
  try {
    loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err; // refused for lack of secrets, after reading every name
  }
  return read;
}

/** The variables production refuses to start without, in loadConfig's own words. */
function requiredInProduction(): string[] {
  try {
    loadConfig({ NODE_ENV: 'production' });
  } catch (err) {
    return (err as ConfigError).problems.map((p) => /^(\w+) is required in production/.exec(p)?.[1]).filter((name): name is string => !!name);
  }
  throw new Error('production started without any secret');
}

/** A container's environment as the pod would have it, with the Secret filled in: the ConfigMap's values and fresh secrets. */
function filledEnvironment(c: Container): Env {
  const filled: Env = { ...generateSecrets(), DATABASE_URL: 'postgres://risk:password@postgres:5432/risk', REDIS_URL: 'redis://redis:6379' };
  const env: Env = {};
  for (const [name, { from, value }] of environmentOf(c)) env[name] = from === 'secret' ? filled[name] : value;
  return env;
}

const roleOf = (c: Container) => parseRole(c.args?.[0]);

describe('deploy/kubernetes manifests', () => {
  it('hold Deployments for the api and worker roles, a migration Job, one ConfigMap and one Secret template', () => {
    expect(byKind('Deployment').flatMap(containersOf).map(roleOf).sort()).toEqual(['api', 'worker']);
    expect(byKind('Job').flatMap(containersOf).map((c) => c.command)).toEqual([['node', 'dist/cli.js', 'migrate']]);
    expect(byKind('ConfigMap')).toHaveLength(1);
    expect(byKind('Secret')).toHaveLength(1);
    // the Job migrates with the image the Deployments are about to run
    expect(new Set(workloads.flatMap(containersOf).map((c) => c.image)).size).toBe(1);
  });

  it('set only variables the validated configuration reads', () => {
    const known = variablesTheConfigurationReads();
    expect(known.has('DATABASE_URL') && known.has('PORT')).toBe(true); // the recording works
    for (const workload of workloads) {
      for (const c of containersOf(workload)) {
        const unknown = [...environmentOf(c).keys()].filter((name) => !known.has(name));
        expect({ workload: workload.metadata.name, unknown }).toEqual({ workload: workload.metadata.name, unknown: [] });
      }
    }
  });

  it('give every workload each secret production requires, from the Secret, and none in the ConfigMap', () => {
    const required = requiredInProduction();
    expect(required).toEqual(expect.arrayContaining([...GENERATED_SECRETS]));
    const configMap = Object.keys(byKind('ConfigMap')[0].data ?? {});
    for (const workload of workloads) {
      for (const c of containersOf(workload)) {
        const env = environmentOf(c);
        const missing = required.filter((name) => env.get(name)?.from !== 'secret');
        expect({ workload: workload.metadata.name, missing }).toEqual({ workload: workload.metadata.name, missing: [] });
      }
    }
    expect(configMap.filter((name) => required.includes(name))).toEqual([]);
  });

  it('make a configuration production accepts once the Secret is filled in', () => {
    for (const workload of workloads) {
      for (const c of containersOf(workload)) {
        const config = loadConfig(filledEnvironment(c));
        expect(config.isProduction).toBe(true);
        expect(config.seedDemo).toBe(false);
      }
    }
  });

  it('give each Deployment an autoscaler of at least 2 replicas and a disruption budget', () => {
    for (const deployment of byKind('Deployment')) {
      const labels = deployment.spec!.template!.metadata!.labels!;
      const hpa = byKind('HorizontalPodAutoscaler').find((h) => h.spec!.scaleTargetRef!.kind === 'Deployment' && h.spec!.scaleTargetRef!.name === deployment.metadata.name);
      expect(hpa?.spec!.minReplicas).toBeGreaterThanOrEqual(2);
      const pdb = byKind('PodDisruptionBudget').filter((p) => Object.entries(p.spec!.selector!.matchLabels!).every(([k, v]) => labels[k] === v));
      expect(pdb).toHaveLength(1);
    }
  });

  it('run every container non-root, without privileges, on a read-only root, with requests and a memory limit', () => {
    for (const workload of workloads) {
      const pod = workload.spec!.template!.spec;
      expect(pod.securityContext?.runAsNonRoot).toBe(true);
      for (const c of pod.containers) {
        expect(c.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } });
        expect(c.resources?.requests).toMatchObject({ cpu: expect.any(String), memory: expect.any(String) });
        expect(c.resources?.limits).toMatchObject({ memory: expect.any(String) });
      }
    }
  });

  describe('probes', () => {
    let api: TestApp;
    let worker: ReturnType<typeof startWorkerHttp>;
    beforeAll(async () => {
      api = await startTestApp({}, { role: 'api' });
      worker = startWorkerHttp(0, '127.0.0.1');
      await new Promise((resolve) => worker.once('listening', resolve));
    });
    afterAll(async () => {
      await new Promise((resolve) => worker.close(resolve));
      await api.close();
    });

    /** GET path from the role's own listener: the api application, or the worker's HTTP server. */
    const statusOf = async (role: string, path: string) =>
      role === 'api' ? (await request(api.server).get(path)).status : (await fetch(`http://127.0.0.1:${(worker.address() as AddressInfo).port}${path}`)).status;

    it('ask, on the port the role listens on, a route that answers 200', async () => {
      const probed: string[] = [];
      for (const deployment of byKind('Deployment')) {
        for (const c of containersOf(deployment)) {
          const role = roleOf(c);
          const config = loadConfig(filledEnvironment(c));
          const listening = role === 'api' ? config.port : config.workerPort;
          expect(listening).toBeGreaterThan(0);
          expect(c.readinessProbe?.httpGet && c.livenessProbe?.httpGet).toBeTruthy();
          for (const kind of ['startupProbe', 'readinessProbe', 'livenessProbe'] as const) {
            const probe = c[kind]?.httpGet;
            if (!probe) continue;
            const port = typeof probe.port === 'number' ? probe.port : c.ports?.find((p) => p.name === probe.port)?.containerPort;
            expect({ role, kind, port }).toEqual({ role, kind, port: listening });
            expect({ role, kind, path: probe.path, status: await statusOf(role, probe.path) }).toEqual({ role, kind, path: probe.path, status: 200 });
            probed.push(`${role} ${kind} ${probe.path}`);
          }
        }
      }
      // readiness reaches PostgreSQL and Redis where the role has them
      expect(probed).toContain('api readinessProbe /health/ready');
    });
  });
});
