import { describe, expect, it } from '@jest/globals';
import { normalizeName, normalizePhone, SandboxIdentityProvider, sandboxIdentityRecord } from './sandbox-identity.provider.js';

describe('sandbox identity provider', () => {
  const provider = new SandboxIdentityProvider();

  it('holds one deterministic record per number, and none for numbers starting 0000', () => {
    expect(sandboxIdentityRecord('bvn', '22212345678')).toEqual(sandboxIdentityRecord('bvn', '22212345678'));
    expect(sandboxIdentityRecord('bvn', '22212345678')).not.toEqual(sandboxIdentityRecord('nin', '22212345678'));
    expect(sandboxIdentityRecord('nin', '00001234567')).toBeNull();
  });

  it('matches each submitted field on its own, forgiving case, accents, spaces and phone formats', async () => {
    const r = sandboxIdentityRecord('bvn', '22298765432')!;
    const all = await provider.verify({
      idType: 'bvn',
      idNumber: '22298765432',
      first_name: ` ${r.first_name.toUpperCase()} `,
      last_name: r.last_name,
      middle_name: r.middle_name.toLowerCase(),
      date_of_birth: r.date_of_birth,
      phone_number: `+234${r.phone_number.slice(1)}`,
    });
    expect(all).toEqual({
      found: true,
      fields: ['first_name', 'last_name', 'middle_name', 'date_of_birth', 'phone_number'].map((field) => ({ field, match: true })),
    });
    const some = await provider.verify({ idType: 'bvn', idNumber: '22298765432', first_name: 'Nobody', last_name: r.last_name, date_of_birth: '1901-01-01' });
    expect(some.fields).toEqual([
      { field: 'first_name', match: false },
      { field: 'last_name', match: true },
      { field: 'date_of_birth', match: false },
    ]);
    // the answer carries matches only, never the registry's values
    expect(JSON.stringify(some)).not.toContain(r.first_name);
  });

  it('reports an unknown number as not found with every field unmatched', async () => {
    const out = await provider.verify({ idType: 'nin', idNumber: '00009999999', first_name: 'Ada', last_name: 'Obi', date_of_birth: '1990-01-01' });
    expect(out.found).toBe(false);
    expect(out.fields.every((f) => !f.match)).toBe(true);
  });

  it('normalizes names and phone numbers', () => {
    expect(normalizeName("Ọlá-Olúwa O'Neil")).toBe('olaoluwaoneil');
    expect(normalizePhone('+234 803 123 4567')).toBe('08031234567');
  });
});
