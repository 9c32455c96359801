import { Missing, PageHead } from '../ui';

export default function RequestLog() {
  return (
    <>
      <PageHead title="Request log" />
      <p>Every API request of your organization, filterable by status, path, key or request id, with redacted bodies.</p>
      <Missing what="The request log" endpoint="GET /api/v1/logs/requests" />
    </>
  );
}
