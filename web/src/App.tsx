import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, NavLink, Route, Routes, useLocation } from 'react-router';
import { isAdmin, useSession } from './auth';
import { Loading } from './ui';

// Each page is its own chunk: the first load carries only the shell and the page opened.
const Login = lazy(() => import('./pages/Login'));
const Signup = lazy(() => import('./pages/Signup'));
const Verify = lazy(() => import('./pages/Verify'));
const ResetPassword = lazy(() => import('./pages/ResetPassword'));
const AcceptInvitation = lazy(() => import('./pages/AcceptInvitation'));
const DevMail = lazy(() => import('./pages/DevMail'));
const Overview = lazy(() => import('./pages/Overview'));
const ApiKeys = lazy(() => import('./pages/ApiKeys'));
const Webhooks = lazy(() => import('./pages/Webhooks'));
const RequestLog = lazy(() => import('./pages/RequestLog'));
const Team = lazy(() => import('./pages/Team'));
const Settings = lazy(() => import('./pages/Settings'));
const Alerts = lazy(() => import('./pages/Alerts'));
const AlertDetail = lazy(() => import('./pages/AlertDetail'));
const Customers = lazy(() => import('./pages/Customers'));
const NetworkReview = lazy(() => import('./pages/NetworkReview'));
const ReportCases = lazy(() => import('./pages/ReportCases'));
const Engine = lazy(() => import('./pages/Engine'));

function PublicFrame({ children }: { children: React.ReactNode }) {
  return (
    <main className="container public">
      <p className="brand">
        <span aria-hidden="true" className="brand-mark">
          NR
        </span>{' '}
        Naija Risk
      </p>
      {children}
    </main>
  );
}

const NAV = [
  { to: '/', label: 'Overview', end: true },
  { to: '/alerts', label: 'Alerts' },
  { to: '/customers', label: 'Customer view' },
  { to: '/reports', label: 'Report cases' },
  { to: '/network', label: 'Network review' },
  { to: '/engine', label: 'Engine' },
  { to: '/developers/api-keys', label: 'API keys' },
  { to: '/developers/webhooks', label: 'Webhooks' },
  { to: '/developers/logs', label: 'Request log' },
  { to: '/team', label: 'Team' },
  { to: '/settings', label: 'Settings' },
];

function Shell({ children }: { children: React.ReactNode }) {
  const { user, logout, livemode, switchMode } = useSession();
  const [open, setOpen] = useState(false);
  const [switching, setSwitching] = useState(false);
  const toggleMode = () => {
    setSwitching(true);
    void switchMode(!livemode).finally(() => setSwitching(false));
  };
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  return (
    <div className="shell">
      <a className="skip" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <span className="brand">
          <span aria-hidden="true" className="brand-mark">
            NR
          </span>{' '}
          Naija Risk
        </span>
        <label className="mode-toggle">
          <input type="checkbox" role="switch" checked={!livemode} disabled={switching} onChange={toggleMode} aria-busy={switching} />
          Test mode
        </label>
        <button type="button" className="secondary outline small menu-toggle" aria-expanded={open} aria-controls="sidenav" onClick={() => setOpen(!open)}>
          Menu
        </button>
      </header>
      {!livemode && (
        <div className="test-banner" role="status" data-testid="test-mode-banner">
          TEST DATA — you are viewing and creating test-mode data only (sk_test_ keys).
        </div>
      )}
      <nav id="sidenav" className={open ? 'sidenav open' : 'sidenav'} aria-label="Dashboard">
        <ul>
          {NAV.map((n) => (
            <li key={n.to}>
              <NavLink to={n.to} end={n.end}>
                {n.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="who">
          <span className="who-email">{user?.email}</span>
          <span className="muted">{isAdmin(user) ? 'Administrator (role A)' : 'Member (role B)'}</span>
          <button type="button" className="secondary outline small" onClick={() => void logout()}>
            Log out
          </button>
        </div>
      </nav>
      <main id="main" className="content" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

export function App() {
  const { state } = useSession();
  const location = useLocation();
  if (state === 'loading') return <Loading what="Opening your session" />;
  if (state === 'signed-out') {
    return (
      <PublicFrame>
        <Suspense fallback={<Loading />}>
          <Routes>
            <Route path="/login" element={<Login />} />
            <Route path="/signup" element={<Signup />} />
            <Route path="/verify-email" element={<Verify />} />
            <Route path="/reset-password" element={<ResetPassword />} />
            <Route path="/dev-mail" element={<DevMail />} />
            <Route path="/accept-invitation" element={<AcceptInvitation />} />
            <Route path="*" element={<Navigate to="/login" replace state={{ from: location.pathname }} />} />
          </Routes>
        </Suspense>
      </PublicFrame>
    );
  }
  return (
    <Shell>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route path="/" element={<Overview />} />
          <Route path="/alerts" element={<Alerts />} />
          <Route path="/alerts/:alertId" element={<AlertDetail />} />
          <Route path="/customers" element={<Customers />} />
          <Route path="/developers/api-keys" element={<ApiKeys />} />
          <Route path="/developers/webhooks" element={<Webhooks />} />
          <Route path="/developers/logs" element={<RequestLog />} />
          <Route path="/team" element={<Team />} />
          <Route path="/settings" element={<Settings />} />
          <Route path="/network" element={<NetworkReview />} />
          <Route path="/reports" element={<ReportCases />} />
          <Route path="/engine" element={<Engine />} />
          <Route path="/dev-mail" element={<DevMail />} />
          <Route path="/login" element={<Navigate to="/" replace />} />
          <Route path="/signup" element={<Navigate to="/" replace />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </Shell>
  );
}
