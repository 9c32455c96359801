// GET /v1/accounts/me/ with the bootstrap API token: authentication (API token lookup),
// rate limiting (Redis) and one user read, i.e. the cost every authenticated request pays.
export default {
  name: 'me',
  description: 'GET /v1/accounts/me/ with an API token (auth + rate limit + user lookup)',
  defaults: { connections: 50 },
  request: ({ credentials }) => ({
    method: 'GET',
    path: '/v1/accounts/me/',
    headers: { authorization: `Bearer ${credentials.api_token}` },
  }),
};
