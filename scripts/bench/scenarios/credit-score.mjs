// POST /api/v1/credit/score/ against the sandbox bureaus, both asked and merged (bureau: all):
// auth + rate limit, the consent check, the access-log insert, the recorded hard inquiries read,
// two sandbox bureau files, the merge and the scorecard. 200 BVNs, each with its own consent, in
// a cycle per connection, so the sandbox's small per-BVN cache does not make it a one-BVN test.
const BVNS = 200;

export default {
  name: 'credit-score',
  description: 'POST /api/v1/credit/score/ (consent check + access log + sandbox bureaus crc+first_central + scorecard), 200 BVNs',
  defaults: { connections: 10 },
  async setup(ctx) {
    const token = ctx.credentials.api_token;
    ctx.state.pairs = [];
    for (let i = 0; i < BVNS; i++) {
      const bvn = String(22100000000 + i * 7919);
      const res = await ctx.api('POST', '/api/v1/consents', { token, body: { bvn, purposes: ['loan_application'] } });
      if (res.status !== 201) throw new Error(`consent for the bench answered ${res.status}: ${JSON.stringify(res.body)}`);
      ctx.state.pairs.push({ bvn, consent_reference: res.body.consent_reference });
    }
  },
  request: ({ credentials, state }) => ({
    headers: { authorization: `Bearer ${credentials.api_token}`, 'content-type': 'application/json' },
    requests: state.pairs.map((p) => ({ method: 'POST', path: '/api/v1/credit/score/', body: JSON.stringify(p) })),
  }),
};
