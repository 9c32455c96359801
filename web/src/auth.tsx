import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api, setAccessToken, setRefresher, type Schemas } from './api/client';
import { unwrap } from './api/client';

export type User = Schemas['UserDto'];
type SessionView = Schemas['SessionDto'];

interface Session {
  state: 'loading' | 'signed-out' | 'signed-in';
  user: User | null;
  organization: SessionView['organization'] | null;
  /** false in test mode: every page shows and creates test data only. */
  livemode: boolean;
  login(email: string, password: string): Promise<void>;
  /** Re-issues the session in the other mode (test or live). */
  switchMode(livemode: boolean): Promise<void>;
  logout(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

// The refresh token is an HttpOnly cookie the page never sees; the access token is held in memory
// (api/client.ts). Refresh and logout carry the readable nr_csrf cookie back as X-CSRF-Token.
const csrf = () => /(?:^|;\s*)nr_csrf=([^;]*)/.exec(document.cookie)?.[1] ?? '';

// One refresh at a time: a rotated refresh cookie presented twice would close the whole sign-in.
let inFlight: Promise<SessionView | null> | null = null;
function refreshSession(): Promise<SessionView | null> {
  inFlight ??= (async () => {
    try {
      const r = await api.POST('/v1/accounts/session/refresh/', { params: { header: { 'X-CSRF-Token': csrf() } } });
      setAccessToken(r.data?.access ?? null);
      return r.data ?? null;
    } catch {
      return null;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<Session['state']>('loading');
  const [view, setView] = useState<SessionView | null>(null);
  const queries = useQueryClient();

  const signedIn = useCallback((s: SessionView | null) => {
    setView(s);
    setState(s ? 'signed-in' : 'signed-out');
  }, []);

  useEffect(() => {
    setRefresher(async () => {
      const s = await refreshSession();
      if (!s) signedIn(null);
      return s !== null;
    });
    // a reload: the cookie (if any) gives a new access token
    void (csrf() ? refreshSession() : Promise.resolve(null)).then(signedIn);
    return () => setRefresher(null);
  }, [signedIn]);

  const login = useCallback(
    async (email: string, password: string) => {
      const s = unwrap(await api.POST('/v1/accounts/session/', { body: { email, password } }));
      setAccessToken(s.access);
      signedIn(s);
    },
    [signedIn],
  );

  const switchMode = useCallback(
    async (livemode: boolean) => {
      const s = unwrap(await api.POST('/v1/accounts/session/mode/', { body: { livemode }, params: { header: { 'X-CSRF-Token': csrf() } } }));
      setAccessToken(s.access);
      // every cached page belongs to the other mode's data
      queries.clear();
      signedIn(s);
    },
    [queries, signedIn],
  );

  const logout = useCallback(async () => {
    await api.DELETE('/v1/accounts/session/', { params: { header: { 'X-CSRF-Token': csrf() } } }).catch(() => undefined);
    setAccessToken(null);
    queries.clear();
    signedIn(null);
  }, [queries, signedIn]);

  const value = useMemo(
    () => ({ state, user: view?.user ?? null, organization: view?.organization ?? null, livemode: view?.livemode !== false, login, switchMode, logout }),
    [state, view, login, switchMode, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}

export const isAdmin = (u: User | null) => u?.role === 'A';
