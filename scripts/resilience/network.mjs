// Network poisoning: one organization's reports on an account must not push another
// organization's view of it (its account score and its analyses) above medium until the
// operator has verified one; once verified, the report weighs fully. Reports go through one API
// process and every view is read through the other.
import { randomUUID } from 'node:crypto';
import { call } from './http.mjs';

const ABOVE_MEDIUM = new Set(['high', 'critical']);
const nuban = () => String(Math.floor(Math.random() * 1e10)).padStart(10, '0');

export async function runPoisoning(bases, { operator, reporter, viewer }, { reports = 8 } = {}) {
  const [write, read] = bases;
  const failures = [];
  const expectStatus = (r, status, what) => {
    if (r.status !== status) throw new Error(`${what} answered ${r.status} ${r.text.slice(0, 200)}`);
    return r.json;
  };
  const account = nuban();
  const analyze = (body) => call(read, 'POST', '/api/v1/fraud/analyze/', { token: viewer.token, body: { transaction_id: `poison-${randomUUID()}`, channel: 'mobile', currency: 'NGN', ...body } });
  const view = async () => {
    const score = expectStatus(await call(read, 'GET', `/api/v1/fraud/score/?account_number=${account}`, { token: viewer.token }), 200, 'score');
    // a ₦5,000 payment to the account from a customer with no history: only the network can move it
    const pay = expectStatus(await analyze({ sender_account: nuban(), receiver_account: account, amount: 5000 }), 200, 'analyze');
    return { score: score.fraud_score, level: score.risk_level, reportCount: score.report_count, risk: pay.risk_score, riskLevel: pay.risk_level, action: pay.recommended_action };
  };

  // The viewer knows the account (it analysed a payment from it).
  expectStatus(await analyze({ sender_account: account, receiver_account: nuban(), amount: 3000 }), 200, 'analyze');
  let first;
  for (let i = 0; i < reports; i++) {
    const r = expectStatus(await call(write, 'POST', '/api/v1/fraud/report/', { token: reporter.token, body: { reporter_email: 'desk@reporter.test', account_number: account, fraud_type: 'phishing' } }), 201, 'fraud report');
    first ??= r.report_id;
  }
  const unreviewed = await view();
  const move = async (status) => expectStatus(await call(write, 'POST', `/api/v1/fraud/network/reports/${first}/status`, { token: operator.token, body: { status } }), 200, `move to ${status}`);
  await move('under_review');
  const underReview = await view();
  await move('verified');
  const verified = await view();

  for (const [when, v] of [['all received', unreviewed], ['one under review', underReview]]) {
    const reported = `${reports} unverified reports from another organization (${when})`;
    if (ABOVE_MEDIUM.has(v.level)) failures.push(`${reported} put the account at ${v.score} (${v.level})`);
    if (ABOVE_MEDIUM.has(v.riskLevel)) failures.push(`a ₦5,000 transfer to the account scored ${v.risk} (${v.riskLevel}) with ${reported}`);
    if (v.reportCount !== 1) failures.push(`report_count ${v.reportCount} with ${reported}; one per organization counts`);
  }
  if (verified.score < 50) failures.push(`the verified report did not weigh fully: score ${verified.score} (${verified.level})`);
  if (verified.action === 'approve') failures.push('a transfer to an account with a verified report was approved');
  return { figures: { reports, unreviewed, underReview, verified }, failures };
}
