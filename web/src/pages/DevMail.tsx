import { Link } from 'react-router';
import { Missing, PageHead } from '../ui';

export default function DevMail() {
  return (
    <article className="auth-card">
      <PageHead title="Development mail" />
      <p>Without SMTP configured, the service prints every outgoing message (verification tokens, invitations) in its log.</p>
      <Missing what="Listing those messages here" endpoint="GET /v1/accounts/dev-mail/" />
      <p className="auth-links">
        <Link to="/verify-email">Verify your email</Link> · <Link to="/login">Log in</Link>
      </p>
    </article>
  );
}
