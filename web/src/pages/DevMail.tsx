import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api, unwrap } from '../api/client';
import { Empty, ErrorNote, Loading, PageHead, when } from '../ui';

// Only in development without SMTP: the service keeps the last mails so a newcomer can follow their links.
export default function DevMail() {
  const mail = useQuery({ queryKey: ['dev-mail'], queryFn: async () => unwrap(await api.GET('/v1/accounts/dev-mail/')), refetchInterval: 3000 });
  return (
    <article className="auth-card wide">
      <PageHead title="Development mail" />
      <p className="muted">Without SMTP configured, outgoing mail (verification and reset links) is printed in the service log and listed here.</p>
      {mail.isPending ? (
        <Loading />
      ) : mail.error ? (
        <ErrorNote error={mail.error} />
      ) : mail.data.results.length === 0 ? (
        <Empty>No mail yet.</Empty>
      ) : (
        <ul className="mail-list" data-testid="dev-mail">
          {mail.data.results.map((m, i) => (
            <li key={i}>
              <strong>{m.subject}</strong>
              <span className="muted">
                to {m.to} · {when(m.sent_at)}
              </span>
              {m.link && (
                <a href={m.link} className="break">
                  {m.link.replace(/token=.*/, 'token=…')}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="auth-links">
        <Link to="/login">Log in</Link>
      </p>
    </article>
  );
}
