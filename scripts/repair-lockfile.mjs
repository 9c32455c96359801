// The npm registry reachable from our build machines does not serve some platform-specific
// optional packages of other platforms (e.g. @msgpackr-extract/*-darwin-*, @unrs/resolver-binding-*),
// so `npm install` leaves them out of package-lock.json and `npm ci` then refuses the lock as
// "out of sync". This adds a placeholder entry for each missing one (version, optional, and the
// os/cpu read from its name), which `npm ci` accepts and skips on this platform, as npm would.
// Run after `npm install`: `node scripts/repair-lockfile.mjs`. Idempotent.
import { readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
const OS = ['darwin', 'win32', 'linux', 'freebsd', 'android', 'openharmony', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32'];
let added = 0;

for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const candidates = [];
    let base = path;
    for (;;) {
      candidates.push(`${base ? `${base}/` : ''}node_modules/${name}`);
      if (!base) break;
      const i = base.lastIndexOf('/node_modules/');
      base = i === -1 ? '' : base.slice(0, i);
    }
    if (candidates.some((c) => packages[c])) continue;
    const parts = name.split('/').pop().split('-');
    const os = OS.find((o) => parts.includes(o));
    const cpu = CPU.find((c) => parts.includes(c));
    if (!os && !cpu) continue; // not a platform package: leave it to npm
    packages[`node_modules/${name}`] = {
      version: range.replace(/^[\^~=]/, ''),
      optional: true,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(os ? { os: [os] } : {}),
    };
    added++;
  }
}
if (added) writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
process.stdout.write(`${added} missing platform entr${added === 1 ? 'y' : 'ies'} added\n`);
