import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const SUBJECT_TYPES = ['account', 'bvn', 'nin', 'phone', 'email'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];
/** `organization`: the caller's own list; `sanctions` and `pep`: shared lists kept by the operator. */
export const WATCHLISTS = ['organization', 'sanctions', 'pep'] as const;
export type WatchlistName = (typeof WATCHLISTS)[number];

/** One watchlist entry; identifiers are stored normalised, names with phonetic keys for fuzzy search. */
@Entity('fraud_watchlist_entries')
@Index('ix_fraud_wl_identifier', ['subjectType', 'identifier'])
export class WatchlistEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Null for the shared lists. */
  @Column({ name: 'organization_id', type: 'uuid', nullable: true })
  organizationId: string | null;

  @Column({ type: 'varchar', length: 20 })
  list: WatchlistName;

  @Column({ name: 'subject_type', type: 'varchar', length: 10 })
  subjectType: SubjectType;

  @Column({ type: 'varchar', length: 254, nullable: true })
  identifier: string | null;

  @Column({ name: 'full_name', type: 'varchar', length: 200, nullable: true })
  fullName: string | null;

  @Column({ name: 'name_keys', type: 'text', array: true, default: () => "'{}'" })
  nameKeys: string[];

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
