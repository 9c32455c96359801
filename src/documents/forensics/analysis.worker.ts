import { parentPort } from 'node:worker_threads';
import { analyzeDocument } from './document-forensics.js';
import type { AnalysisJob } from './analysis-pool.js';

// One analysis at a time per worker thread: the pool sends a job, the worker answers its result.
parentPort?.on('message', async (job: AnalysisJob) => {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  parentPort?.postMessage(await analyzeDocument(job.kind, job.mime, bytes, job.budgetMs));
});
