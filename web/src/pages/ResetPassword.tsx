import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api, unwrap } from '../api/client';
import { ErrorNote, PageHead } from '../ui';

export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return <article className="auth-card">{token ? <Choose token={token} /> : <Ask />}</article>;
}

function Ask() {
  const [error, setError] = useState<unknown>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setSent(unwrap(await api.POST('/v1/accounts/password-reset/', { body: { email: String(new FormData(e.currentTarget).get('email')) } })).message);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <PageHead title="Reset your password" />
      {sent ? (
        <p role="status" className="note note-ok" data-testid="reset-sent">
          {sent}
        </p>
      ) : (
        <form onSubmit={submit} aria-label="Ask for a reset link">
          <label>
            Email
            <input name="email" type="email" required autoComplete="email" />
          </label>
          <ErrorNote error={error} />
          <button type="submit" aria-busy={busy} disabled={busy}>
            Email me a reset link
          </button>
        </form>
      )}
      <p className="auth-links">
        <Link to="/login">Back to log in</Link>
      </p>
    </>
  );
}

function Choose({ token }: { token: string }) {
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      unwrap(await api.POST('/v1/accounts/password-reset/confirm/', { body: { token, password: String(new FormData(e.currentTarget).get('password')) } }));
      setDone(true);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <PageHead title="Choose a new password" />
      {done ? (
        <p role="status" className="note note-ok" data-testid="reset-done">
          Your password is changed and every other session is signed out. <Link to="/login">Log in</Link>.
        </p>
      ) : (
        <form onSubmit={submit} aria-label="New password">
          <label>
            New password
            <input name="password" type="password" required minLength={10} autoComplete="new-password" aria-describedby="np-help" />
            <small id="np-help">At least 10 characters.</small>
          </label>
          <ErrorNote error={error} />
          <button type="submit" aria-busy={busy} disabled={busy}>
            Set password
          </button>
        </form>
      )}
    </>
  );
}
