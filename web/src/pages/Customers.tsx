import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { Schemas } from '../api/client';
import { Empty, ErrorNote, Loading, PageHead, when } from '../ui';
import { AlertRows, Facts, RecentAnalyses, RiskBadge, Table, useCustomer, useMembers, words } from './analyst-ui';

type Overview = Schemas['CustomerOverviewDto'];
interface Search {
  account_number?: string;
  bvn?: string;
  consent_reference?: string;
}

export default function Customers() {
  // the account number may come in the address (a link from an alert); a BVN never does: it stays out of the history
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('account_number');
  const [typed, setTyped] = useState<Search | null>(null);
  const search: Search | null = typed ?? (fromUrl ? { account_number: fromUrl } : null);
  const q = useCustomer(search);

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const v = (k: string) => String(f.get(k) ?? '').trim() || undefined;
    const next = { account_number: v('account_number'), bvn: v('bvn'), consent_reference: v('consent_reference') };
    setTyped(next);
    setParams(next.account_number ? { account_number: next.account_number } : {}, { replace: true });
  }

  return (
    <>
      <PageHead title="Customer view" />
      <p className="muted">
        Everything this service knows about one customer, for your organization: fraud score, analyses and alerts, network reports, report cases and checked documents by account
        number; the credit part needs the BVN and a consent reference (the read is written to the credit access log).
      </p>
      <form onSubmit={submit} className="inline-form filters" aria-label="Find a customer">
        <label>
          Account number
          <input name="account_number" inputMode="numeric" pattern="\d{10}" title="10 digits" placeholder="10 digits" defaultValue={search?.account_number ?? ''} />
        </label>
        <label>
          BVN
          <input name="bvn" inputMode="numeric" pattern="\d{11}" title="11 digits" placeholder="11 digits" autoComplete="off" />
        </label>
        <label>
          Consent reference
          <input name="consent_reference" maxLength={80} autoComplete="off" />
        </label>
        <button type="submit">Show customer</button>
      </form>
      {!search ? (
        <Empty>Give an account number, a BVN, or both.</Empty>
      ) : q.isPending ? (
        <Loading what="Loading the customer" />
      ) : q.error ? (
        <ErrorNote error={q.error} />
      ) : (
        <CustomerView c={q.data} />
      )}
    </>
  );
}

function CustomerView({ c }: { c: Overview }) {
  const { name } = useMembers();
  return (
    <div data-testid="customer-view">
      <h2 className="h3">Customer {c.account_number ?? c.bvn}</h2>
      <Facts items={[['Account number', c.account_number], ['BVN (masked)', c.bvn]]} />

      <section aria-labelledby="c-fraud">
        <h2 id="c-fraud" className="h3">
          Fraud
        </h2>
        {c.fraud ? (
          <>
            <Facts
              items={[
                ['Fraud score', <strong data-testid="fraud-score">{c.fraud.fraud_score}</strong>],
                ['Level', <RiskBadge level={c.fraud.risk_level} />],
                ['Updated', when(c.fraud.last_updated)],
              ]}
            />
            <h3 className="h4">Recent analyses</h3>
            <RecentAnalyses rows={c.fraud.recent_analyses} />
            <h3 className="h4">Open alerts</h3>
            {c.fraud.open_alerts.length === 0 ? <Empty>No open alert on this account.</Empty> : <AlertRows alerts={c.fraud.open_alerts} name={name} />}
          </>
        ) : (
          <Empty>Give the account number for the fraud part.</Empty>
        )}
      </section>

      <section aria-labelledby="c-network">
        <h2 id="c-network" className="h3">
          Network reports
        </h2>
        {!c.network_reports ? (
          <Empty>Give the account number for the network's reports.</Empty>
        ) : c.network_reports.reports.length === 0 ? (
          <Empty>No institution has reported this account.</Empty>
        ) : (
          <>
            <p>{c.network_reports.report_count} reporting institution(s) weigh in your view. Who reported and what they wrote stay with the reporter.</p>
            <Table label="Network reports" head={['Filed', 'Fraud type', 'Status', 'By']}>
              {c.network_reports.reports.map((r, i) => (
                <tr key={i}>
                  <td>{when(r.created_at)}</td>
                  <td>{words(r.fraud_type)}</td>
                  <td>{words(r.status)}</td>
                  <td>{r.own ? 'Your organization' : 'Another institution'}</td>
                </tr>
              ))}
            </Table>
          </>
        )}
      </section>

      <section aria-labelledby="c-credit">
        <h2 id="c-credit" className="h3">
          Credit
        </h2>
        <Credit credit={c.credit} />
      </section>

      <section aria-labelledby="c-cases">
        <h2 id="c-cases" className="h3">
          Financial report cases
        </h2>
        {c.financial_reports.length === 0 ? (
          <Empty>{c.bvn ? 'No report case for this BVN.' : 'Give the BVN for its report cases.'}</Empty>
        ) : (
          <Table label="Financial report cases" head={['Opened', 'Reference', 'State', 'Score']}>
            {c.financial_reports.map((r) => (
              <tr key={r.case_id}>
                <td>{when(r.created_at)}</td>
                <td>{r.reference_id}</td>
                <td>{words(r.status)}</td>
                <td className="num">{r.score ?? '—'}</td>
              </tr>
            ))}
          </Table>
        )}
      </section>

      <section aria-labelledby="c-docs">
        <h2 id="c-docs" className="h3">
          Documents checked
        </h2>
        {c.documents.length === 0 ? (
          <Empty>No statement of this account was checked.</Empty>
        ) : (
          <Table label="Documents" head={['Checked', 'Type', 'Tamper risk', 'Tamper score', 'Verification']}>
            {c.documents.map((d) => (
              <tr key={d.document_id}>
                <td>{when(d.analyzed_at)}</td>
                <td>{d.file_type}</td>
                <td>
                  <RiskBadge level={d.tamper_risk} />
                </td>
                <td className="num">{d.tamper_score}</td>
                <td>{d.verification ? words(d.verification) : '—'}</td>
              </tr>
            ))}
          </Table>
        )}
      </section>
    </div>
  );
}

function Credit({ credit }: { credit: Schemas['CustomerCreditDto'] }) {
  if (!credit.available) {
    return (
      <div className="note note-info" data-testid="credit-hidden">
        <strong>Credit is hidden</strong> ({words(credit.reason ?? 'unavailable')}). {credit.message}
      </div>
    );
  }
  return (
    <>
      <Facts
        items={[
          ['Credit score', <strong>{credit.score}</strong>],
          ['Rating', credit.rating ? words(credit.rating) : null],
          ['Bureaus', credit.bureaus_answered?.join(', ')],
        ]}
      />
      {(credit.recent_inquiries ?? []).length === 0 ? (
        <Empty>No recent inquiry by your organization.</Empty>
      ) : (
        <Table label="Recent inquiries" head={['Time', 'Type', 'Purpose', 'Bureaus', 'Score then']}>
          {credit.recent_inquiries!.map((i) => (
            <tr key={i.inquiry_id}>
              <td>{when(i.created_at)}</td>
              <td>{i.inquiry_type}</td>
              <td>{words(i.purpose)}</td>
              <td>{i.bureaus.join(', ')}</td>
              <td className="num">{i.score_at_inquiry}</td>
            </tr>
          ))}
        </Table>
      )}
    </>
  );
}
