import { Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { decryptField, encryptField, legacyLookupHash, lookupHash } from './field-encryption.js';

export type IdentityKind = 'bvn' | 'nin';

/** BVNs and NINs at rest (consents, credit, watchlists): AES-256-GCM to read back, a keyed hash to look up, a mask to show. */
@Injectable()
export class IdentityVault {
  constructor(@InjectConfig() private readonly config: Pick<AppConfig, 'encryptionKey'>) {}

  hash(kind: IdentityKind, value: string): string {
    return lookupHash(this.config.encryptionKey, `${kind}:${value}`);
  }

  /** The hash rows written before derived keys carry (migration WatchlistIdentityVault). */
  legacyHash(kind: IdentityKind, value: string): string {
    return legacyLookupHash(this.config.encryptionKey, `${kind}:${value}`);
  }

  encrypt(value: string): string {
    return encryptField(this.config.encryptionKey, value);
  }

  decrypt(stored: string): string {
    return decryptField(this.config.encryptionKey, stored);
  }

  /** 22212345678 -> 222******78 */
  static mask(value: string): string {
    return `${value.slice(0, 3)}${'*'.repeat(Math.max(0, value.length - 5))}${value.slice(-2)}`;
  }

  static isIdentityKind(kind: string): kind is IdentityKind {
    return kind === 'bvn' || kind === 'nin';
  }
}
