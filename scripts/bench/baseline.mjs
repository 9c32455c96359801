// The reference every scenario is compared with: the cheapest route through the same HTTP stack
// (Express, middleware, Nest routing, no auth, no rate limit, no I/O).
export const baseline = {
  name: 'baseline /health/live',
  request: () => ({ method: 'GET', path: '/health/live' }),
};
