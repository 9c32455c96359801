import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api, setAccessToken, setRefresher, unwrap, type Schemas } from './api/client';

export type User = Schemas['UserDto'];

interface Session {
  state: 'loading' | 'signed-out' | 'signed-in';
  user: User | null;
  login(email: string, password: string): Promise<void>;
  logout(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

// Both tokens are held in this closure only. Nothing is written to localStorage or sessionStorage,
// so a reload signs the user out until the cookie-backed session route is available.
let refreshToken: string | null = null;

async function refreshAccess(): Promise<boolean> {
  if (!refreshToken) return false;
  const r = await api.POST('/v1/accounts/refresh/', { body: { refresh: refreshToken } });
  if (!r.data) return false;
  refreshToken = r.data.refresh;
  setAccessToken(r.data.access);
  return true;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<Session['state']>('loading');
  const [user, setUser] = useState<User | null>(null);
  const queries = useQueryClient();

  const loadUser = useCallback(async () => {
    const me = unwrap(await api.GET('/v1/accounts/me/'));
    setUser(me);
    setState('signed-in');
  }, []);

  useEffect(() => {
    setRefresher(refreshAccess);
    setState('signed-out');
    return () => setRefresher(null);
  }, []);

  const login = useCallback(
    async (email: string, password: string) => {
      const pair = unwrap(await api.POST('/v1/accounts/login/', { body: { email, password } }));
      refreshToken = pair.refresh;
      setAccessToken(pair.access);
      await loadUser();
    },
    [loadUser],
  );

  const logout = useCallback(async () => {
    refreshToken = null;
    setAccessToken(null);
    setUser(null);
    queries.clear();
    setState('signed-out');
  }, [queries]);

  const value = useMemo(() => ({ state, user, login, logout }), [state, user, login, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}

export const isAdmin = (u: User | null) => u?.role === 'A';
