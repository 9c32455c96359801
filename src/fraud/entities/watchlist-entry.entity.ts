import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const SUBJECT_TYPES = ['account', 'bvn', 'nin', 'phone', 'email'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];
/** `organization`: the caller's own list; `sanctions` and `pep`: shared lists kept by the operator. */
export const WATCHLISTS = ['organization', 'sanctions', 'pep'] as const;
export type WatchlistName = (typeof WATCHLISTS)[number];

/**
 * One watchlist entry; identifiers are stored normalised, names with phonetic keys for fuzzy search.
 * A BVN or NIN is never stored in clear: its lookup hash and its encrypted value instead (IdentityVault).
 */
@Entity('fraud_watchlist_entries')
@Index('ix_fraud_wl_identifier', ['subjectType', 'identifier'])
@Index('ix_fraud_wl_identifier_hash', ['identifierHash'])
@Check('ck_fraud_wl_identity_not_clear', `"subject_type" NOT IN ('bvn', 'nin') OR "identifier" IS NULL`)
export class WatchlistEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Null for the shared lists. */
  @Column({ name: 'organization_id', type: 'uuid', nullable: true })
  organizationId: string | null;

  /** false for test-mode records (sk_test_ keys): never seen by live keys. */
  @Column({ type: 'boolean', default: true })
  livemode: boolean;

  @Column({ type: 'varchar', length: 20 })
  list: WatchlistName;

  @Column({ name: 'subject_type', type: 'varchar', length: 10 })
  subjectType: SubjectType;

  /** Account numbers, phones and emails; null for BVN/NIN entries. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  identifier: string | null;

  /** BVN/NIN entries: HMAC lookup hash of `<kind>:<number>`, as consents keep it. */
  @Column({ name: 'identifier_hash', type: 'char', length: 64, nullable: true })
  identifierHash: string | null;

  /** BVN/NIN entries: the number, AES-256-GCM, to show it masked. */
  @Column({ name: 'identifier_encrypted', type: 'text', nullable: true })
  identifierEncrypted: string | null;

  @Column({ name: 'full_name', type: 'varchar', length: 200, nullable: true })
  fullName: string | null;

  @Column({ name: 'name_keys', type: 'text', array: true, default: () => "'{}'" })
  nameKeys: string[];

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
