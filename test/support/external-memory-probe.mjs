// Counts V8's full collections while 1 GB passes through 1 MB buffers outside the heap, 16 alive at a
// time (uploads in flight). Run with `with` to import the app's heap settings (dist/heap-limits.js) first.
import { PerformanceObserver, constants } from 'node:perf_hooks';

if (process.argv[2] === 'with') await import(new URL('../../dist/heap-limits.js', import.meta.url).href);
let full = 0;
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) if (e.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) full++;
}).observe({ entryTypes: ['gc'] });
const inFlight = [];
for (let i = 0; i < 1000; i++) {
  inFlight.push(Buffer.allocUnsafeSlow(1024 * 1024));
  if (inFlight.length > 16) inFlight.shift();
  if (i % 16 === 0) await new Promise((r) => setImmediate(r));
}
await new Promise((r) => setTimeout(r, 100));
process.stdout.write(`${full}\n`);
