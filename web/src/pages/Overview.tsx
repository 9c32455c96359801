import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { isAdmin, useSession } from '../auth';
import { Empty, ErrorNote, Loading, Missing, PageHead } from '../ui';

const StatusChart = lazy(() => import('./StatusChart'));

export default function Overview() {
  const { user } = useSession();
  return (
    <>
      <PageHead title="Overview" />
      <p className="lead">
        Welcome{user?.first_name ? `, ${user.first_name}` : ''}. Signed in as <strong>{user?.email}</strong>.
      </p>
      <section aria-labelledby="usage">
        <h2 id="usage" className="h3">
          Usage, last 24 hours and 7 days
        </h2>
        <Missing what="Requests by endpoint and status, analyses by action, latency, open alerts and report cases" endpoint="GET /api/v1/usage/summary" />
      </section>
      {isAdmin(user) && <WebhookHealth />}
    </>
  );
}

function WebhookHealth() {
  const q = useQuery({
    queryKey: ['webhook-deliveries', 'overview'],
    queryFn: async () => unwrap(await api.GET('/api/v1/webhooks/deliveries', { params: { query: { page: 1, page_size: 100 } } })),
  });
  return (
    <section aria-labelledby="hooks">
      <h2 id="hooks" className="h3">
        Webhook deliveries (latest 100)
      </h2>
      {q.isPending ? (
        <Loading />
      ) : q.error ? (
        <ErrorNote error={q.error} />
      ) : q.data.results.length === 0 ? (
        <Empty>No webhook deliveries yet.</Empty>
      ) : (
        <Suspense fallback={<Loading what="Drawing" />}>
          <StatusChart
            data={Object.entries(
              q.data.results.reduce<Record<string, number>>((acc, d) => ((acc[d.status] = (acc[d.status] ?? 0) + 1), acc), {}),
            ).map(([status, count]) => ({ status, count }))}
          />
        </Suspense>
      )}
    </section>
  );
}
