import { createHash } from 'node:crypto';

/** True when `bytes` spans its whole ArrayBuffer, so that memory can be transferred to a thread and back without a copy. */
export const ownsItsMemory = (bytes: Uint8Array): boolean =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;

/** The SHA-256 of `bytes`, hex, computed here (on the calling thread). */
export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
