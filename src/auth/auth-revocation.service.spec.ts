import { describe, expect, it } from '@jest/globals';
import { parseRevocation } from './auth-revocation.service.js';

describe('parseRevocation', () => {
  const hash = 'a'.repeat(64);

  it('reads a bare token hash (what the previous release sends), a user and an organization', () => {
    expect(parseRevocation(hash)).toEqual({ kind: 'token', tokenHash: hash });
    expect(parseRevocation('user:42')).toEqual({ kind: 'user', userId: 42 });
    expect(parseRevocation('organization:0b9f3c2e-1d7a-4e55-9c1b-2f1e8a7d6c5b')).toEqual({ kind: 'organization', organizationId: '0b9f3c2e-1d7a-4e55-9c1b-2f1e8a7d6c5b' });
  });

  it('treats anything it does not understand as "drop every cache", never as nothing', () => {
    for (const message of ['', 'user:abc', 'organization:', 'tier:3', hash.slice(1)]) expect(parseRevocation(message)).toEqual({ kind: 'all' });
  });
});
