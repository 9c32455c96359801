import { useSession } from '../auth';
import { Missing, PageHead } from '../ui';

export default function Team() {
  const { user } = useSession();
  return (
    <>
      <PageHead title="Team" />
      <div className="table-wrap" tabIndex={0} role="region" aria-label="Table (scrolls sideways on small screens)">
        <table>
          <caption className="visually-hidden">You</caption>
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{user?.email}</td>
              <td>{user?.role}</td>
              <td>{user?.status}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <Missing what="Listing members, inviting by email, changing roles and suspending" endpoint="GET /v1/accounts/members/, POST /v1/accounts/members/invite/" />
    </>
  );
}
