import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { api, unwrap } from '../api/client';
import { ErrorNote, PageHead } from '../ui';

export default function Signup() {
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const r = unwrap(
        await api.POST('/v1/accounts/signup/', {
          body: {
            organization_name: String(f.get('organization_name')),
            email: String(f.get('email')),
            password: String(f.get('password')),
            first_name: String(f.get('first_name') || '') || undefined,
            last_name: String(f.get('last_name') || '') || undefined,
          },
        }),
      );
      setDone(r.message);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  if (done)
    return (
      <article className="auth-card" data-testid="signup-done">
        <PageHead title="Check your email" />
        <p>{done}</p>
        <p>
          The message holds a verification token. <Link to="/verify-email">Enter it here</Link>. In development, without SMTP, the
          message is printed in the service log (see also the <Link to="/dev-mail">development mail</Link> page).
        </p>
      </article>
    );

  return (
    <article className="auth-card">
      <PageHead title="Create your organization" />
      <form onSubmit={submit} aria-label="Sign up">
        <label>
          Organization name
          <input name="organization_name" required autoComplete="organization" />
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
          Work email
          <input name="email" type="email" required autoComplete="email" />
        </label>
        <label>
          Password
          <input name="password" type="password" required minLength={10} autoComplete="new-password" aria-describedby="pw-help" />
          <small id="pw-help">At least 10 characters.</small>
        </label>
        <ErrorNote error={error} />
        <button type="submit" aria-busy={busy} disabled={busy}>
          Sign up
        </button>
      </form>
      <p className="auth-links">
        Already registered? <Link to="/login">Log in</Link>
      </p>
    </article>
  );
}
