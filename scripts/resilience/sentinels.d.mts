export declare const SENTINEL_PRIMARY_NAME: string;
export interface SentinelSet {
  name: string;
  sentinels: { host: string; port: number }[];
  env: { REDIS_SENTINELS: string; REDIS_SENTINEL_NAME: string };
  primaryPort: number;
  replicaPort: number;
  url: string;
  primary(): Promise<number>;
  ask(port: number, ...args: (string | number)[]): Promise<unknown>;
  killPrimary(): Promise<number>;
  kill(): void;
}
export declare function startSentinels(dir: string, options?: { sentinels?: number; downAfterMs?: number }): Promise<SentinelSet>;
