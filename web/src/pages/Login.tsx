import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../auth';
import { ErrorNote, PageHead } from '../ui';

export default function Login() {
  const { login } = useSession();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/';
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await login(String(f.get('email')), String(f.get('password')));
      navigate(from === '/login' ? '/' : from, { replace: true });
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className="auth-card">
      <PageHead title="Log in" />
      <form onSubmit={submit} aria-label="Log in">
        <label>
          Email
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <ErrorNote error={error} />
        <button type="submit" aria-busy={busy} disabled={busy}>
          Log in
        </button>
      </form>
      <p className="auth-links">
        <Link to="/signup">Create an account</Link> · <Link to="/reset-password">Forgot your password?</Link> ·{' '}
        <Link to="/verify-email">Verify your email</Link>
      </p>
    </article>
  );
}
