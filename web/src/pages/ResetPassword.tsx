import { Link } from 'react-router';
import { Missing, PageHead } from '../ui';

export default function ResetPassword() {
  return (
    <article className="auth-card">
      <PageHead title="Reset your password" />
      <Missing what="Resetting a password" endpoint="POST /v1/accounts/password-reset/" />
      <p className="auth-links">
        <Link to="/login">Back to log in</Link>
      </p>
    </article>
  );
}
