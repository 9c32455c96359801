import type { Role } from './config/config.js';

/** What a process role runs: HTTP controllers, Bull processors, or both. */
export interface RoleParts {
  http: boolean;
  jobs: boolean;
}

export const partsOf = (role: Role): RoleParts => ({ http: role !== 'worker', jobs: role !== 'api' });
