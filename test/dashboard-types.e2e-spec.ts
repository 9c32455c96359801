import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';

// The dashboard calls the API through the SDK's generated schema (clients/typescript/src/schema.ts),
// which test/sdk-drift compares with openapi.json; `npm run build` type-checks the pages against it.
describe('dashboard API types', () => {
  it('the API client of web/ takes its types from the generated schema, not a copy', () => {
    expect(readFileSync('web/src/api/client.ts', 'utf8')).toMatch(/from '\.\.\/\.\.\/\.\.\/clients\/typescript\/src\/schema'/);
  });

  it('no other generated or hand-written copy of the API types lives in web/', () => {
    const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
    const copies = files('web/src').filter((f) => /export interface (paths|components)\b/.test(readFileSync(f, 'utf8')));
    expect(copies).toEqual([]);
  });
});
