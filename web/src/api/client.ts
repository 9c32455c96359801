import createClient, { type Middleware } from 'openapi-fetch';
// The one generated description of the API, shared with the TypeScript SDK (npm run sdk:generate).
import type { components, paths } from '../../../clients/typescript/src/schema';

// Every call goes through this client, typed from the checked-in openapi.json (npm run web:types).
export type Schemas = components['schemas'];
export type ErrorBody = Schemas['ErrorResponseDto'];

/** An API error as the service rendered it: code, message and the request_id to quote to support. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly requestId: string | null,
    readonly details: Array<{ field?: string; issue?: string }> = [],
  ) {
    super(message);
  }
}

// The access token lives in this module's memory only, never in localStorage or sessionStorage.
let accessToken: string | null = null;
let refresher: (() => Promise<boolean>) | null = null;

export function setAccessToken(token: string | null) {
  accessToken = token;
}
export function hasAccessToken() {
  return accessToken !== null;
}
/** Called once on a 401 TOKEN_EXPIRED to get a new access token; the request is then retried once. */
export function setRefresher(fn: (() => Promise<boolean>) | null) {
  refresher = fn;
}

const auth: Middleware = {
  onRequest({ request }) {
    if (accessToken && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${accessToken}`);
    return request;
  },
};

async function fetchWithRefresh(input: Request): Promise<Response> {
  const copy = input.clone();
  const res = await fetch(input);
  if (res.status !== 401 || !refresher) return res;
  const body = (await res.clone().json().catch(() => null)) as ErrorBody | null;
  if (body?.error?.code !== 'TOKEN_EXPIRED') return res;
  if (!(await refresher())) return res;
  // one retry with the new token, through plain fetch: never a loop
  copy.headers.set('Authorization', `Bearer ${accessToken}`);
  return fetch(copy);
}

export const api = createClient<paths>({ baseUrl: '', credentials: 'same-origin', fetch: fetchWithRefresh });
api.use(auth);

/** openapi-fetch's result to data, or an ApiFailure for TanStack Query to show. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || !result.response.ok) {
    const body = result.error as ErrorBody | undefined;
    const e = body?.error;
    throw new ApiFailure(
      result.response.status,
      e?.code ?? 'HTTP_' + result.response.status,
      e?.message ?? `The server answered ${result.response.status}.`,
      e?.request_id ?? result.response.headers.get('x-request-id'),
      (e?.details as ApiFailure['details']) ?? [],
    );
  }
  return result.data as T;
}
