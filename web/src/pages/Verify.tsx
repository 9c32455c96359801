import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api, unwrap } from '../api/client';
import { ErrorNote, PageHead } from '../ui';

export default function Verify() {
  const [params] = useSearchParams();
  const [error, setError] = useState<unknown>(null);
  const [verified, setVerified] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const token = String(new FormData(e.currentTarget).get('token')).trim();
    setBusy(true);
    setError(null);
    try {
      setVerified(unwrap(await api.POST('/v1/accounts/verify-email/', { body: { token } })).email);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  if (verified)
    return (
      <article className="auth-card" data-testid="verified">
        <PageHead title="Email verified" />
        <p>
          <strong>{verified}</strong> is verified. You can now <Link to="/login">log in</Link>.
        </p>
      </article>
    );
  return (
    <article className="auth-card">
      <PageHead title="Verify your email" />
      <form onSubmit={submit} aria-label="Verify email">
        <label>
          Verification token (from the email we sent)
          <input name="token" required defaultValue={params.get('token') ?? ''} autoComplete="one-time-code" />
        </label>
        <ErrorNote error={error} />
        <button type="submit" aria-busy={busy} disabled={busy}>
          Verify
        </button>
      </form>
      <p className="auth-links">
        <Link to="/login">Back to log in</Link>
      </p>
    </article>
  );
}
