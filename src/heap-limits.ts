import { setFlagsFromString } from 'node:v8';

// Request bodies are read into buffers outside the JS heap. By default V8 starts a full collection of the
// whole heap (about 70 MB of live objects here) every 64 MB of such memory allocated since the last one,
// whatever the heap's size: a 1 MB upload answered from the cache paid about half of its CPU in collections
// (`npm run bench -- detect-cached`, README Measured). Counted in the heap's own growing limit instead,
// that memory is collected as often as the heap's size warrants. Imported first by main.ts, before any
// request can allocate.
setFlagsFromString('--external-memory-accounted-in-global-limit');
