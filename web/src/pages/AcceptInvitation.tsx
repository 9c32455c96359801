import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api, unwrap } from '../api/client';
import { ErrorNote, PageHead } from '../ui';

export default function AcceptInvitation() {
  const [params] = useSearchParams();
  const [error, setError] = useState<unknown>(null);
  const [joined, setJoined] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const user = unwrap(
        await api.POST('/v1/accounts/invitations/accept/', {
          body: {
            token: String(f.get('token')).trim(),
            password: String(f.get('password')),
            first_name: String(f.get('first_name') || '') || undefined,
            last_name: String(f.get('last_name') || '') || undefined,
          },
        }),
      );
      setJoined(user.email);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  if (joined)
    return (
      <article className="auth-card" data-testid="joined">
        <PageHead title="Welcome aboard" />
        <p>
          Your account <strong>{joined}</strong> is ready. <Link to="/login">Log in</Link>.
        </p>
      </article>
    );
  return (
    <article className="auth-card">
      <PageHead title="Join your team" />
      <form onSubmit={submit} aria-label="Accept invitation">
        <label>
          Invitation token
          <input name="token" required defaultValue={params.get('token') ?? ''} />
        </label>
        <div className="grid">
          <label>
            First name
            <input name="first_name" autoComplete="given-name" />
          </label>
          <label>
            Last name
            <input name="last_name" autoComplete="family-name" />
          </label>
        </div>
        <label>
          Choose a password
          <input name="password" type="password" required minLength={10} autoComplete="new-password" aria-describedby="ai-help" />
          <small id="ai-help">At least 10 characters.</small>
        </label>
        <ErrorNote error={error} />
        <button type="submit" aria-busy={busy} disabled={busy}>
          Join
        </button>
      </form>
    </article>
  );
}
