import { setFlagsFromString } from 'node:v8';

// Memory outside the JS heap (upload bodies, PDF streams) is collected as the heap's own limit warrants, not by a
// full collection of the heap every 64 MB: cached uploads cost half the CPU (README, Measured, 2026-11-28).
// V8 reads this flag at each collection, so setting it here, before the app starts, takes effect.
setFlagsFromString('--external-memory-accounted-in-global-limit');
