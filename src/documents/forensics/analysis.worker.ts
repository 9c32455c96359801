import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { analyzeDocument } from './document-forensics.js';
import type { AnalysisJob } from './analysis-pool.js';

/** Nice value of analysis threads: the request thread is served first when cores are short. */
const ANALYSIS_NICENESS = 10;

// On Linux a thread has its own scheduling priority, set through its thread id.
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), ANALYSIS_NICENESS);
} catch {
  /* not Linux, or not permitted: the thread keeps the process's priority */
}

// One analysis at a time per worker thread: the pool sends a job, the worker answers its result.
parentPort?.on('message', async (job: AnalysisJob) => {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  parentPort?.postMessage(await analyzeDocument(job.kind, job.mime, bytes, job.budgetMs));
});
