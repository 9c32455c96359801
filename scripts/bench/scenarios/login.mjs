// POST /v1/accounts/login/ with the bench user's email and password. Argon2id verification is
// deliberately slow (and runs on libuv's thread pool), so few connections saturate the machine.
export default {
  name: 'login',
  description: 'POST /v1/accounts/login/ with email + password (argon2id verify + token issue)',
  defaults: { connections: 8 },
  request: ({ credentials }) => ({
    method: 'POST',
    path: '/v1/accounts/login/',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: credentials.email, password: credentials.password }),
  }),
};
