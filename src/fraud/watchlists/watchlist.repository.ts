import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, Repository, type FindOptionsWhere } from 'typeorm';
import { modifyReturning, named } from '../../database/sql.js';
import { WatchlistEntry, type SubjectType, type WatchlistName } from '../entities/watchlist-entry.entity.js';

export type NewWatchlistEntry = Omit<WatchlistEntry, 'id' | 'createdAt'>;

const ENTRY_COLUMNS = `id, organization_id AS "organizationId", livemode, list, subject_type AS "subjectType", identifier, identifier_hash AS "identifierHash",
  identifier_encrypted AS "identifierEncrypted", full_name AS "fullName", name_keys AS "nameKeys", reason, created_at AS "createdAt"`;

/** Watchlist entries an organization sees: its own list and the shared lists (organization_id null). */
@Injectable()
export class WatchlistRepository {
  constructor(@InjectRepository(WatchlistEntry) private readonly entries: Repository<WatchlistEntry>) {}

  /** Entries naming exactly this identifier (or, for a BVN/NIN, this lookup hash). */
  findExact(organizationId: string, livemode: boolean, subjectType: SubjectType, match: { identifier: string } | { identifierHash: string }): Promise<WatchlistEntry[]> {
    return this.entries.find({ where: visibleTo(organizationId, livemode, { subjectType, ...match }) });
  }

  /** Named entries sharing a phonetic key with the name (up to 500), for fuzzy matching. */
  findByNameKeys(organizationId: string, livemode: boolean, keys: string[]): Promise<WatchlistEntry[]> {
    const q = named(
      `SELECT ${ENTRY_COLUMNS} FROM fraud_watchlist_entries
        WHERE full_name IS NOT NULL AND name_keys && :keys::text[] AND ((organization_id = :organizationId AND livemode = :livemode) OR organization_id IS NULL) LIMIT 500`,
      { keys, organizationId, livemode },
    );
    return this.entries.query(q.text, q.values);
  }

  findPage(organizationId: string, livemode: boolean, list: WatchlistName | undefined, page: number, pageSize: number): Promise<[WatchlistEntry[], number]> {
    return this.entries.findAndCount({
      where: visibleTo(organizationId, livemode, list === undefined ? {} : { list }),
      order: { createdAt: 'DESC', id: 'DESC' },
      take: pageSize,
      skip: (page - 1) * pageSize,
    });
  }

  insert(manager: EntityManager, entry: NewWatchlistEntry): Promise<WatchlistEntry> {
    return manager.save(manager.create(WatchlistEntry, entry));
  }

  /** A CSV import: many rows per statement. */
  async insertMany(manager: EntityManager, entries: NewWatchlistEntry[]): Promise<void> {
    for (let i = 0; i < entries.length; i += 500) await manager.insert(WatchlistEntry, entries.slice(i, i + 500));
  }

  /** Deletes the organization's entry (or a shared one, for the operator); the deleted entry, if any. */
  async deleteVisible(manager: EntityManager, id: string, organizationId: string, livemode: boolean, mayDeleteShared: boolean): Promise<WatchlistEntry | undefined> {
    const q = named(
      `DELETE FROM fraud_watchlist_entries WHERE id = :id AND ((organization_id = :organizationId AND livemode = :livemode) OR (organization_id IS NULL AND :mayDeleteShared::boolean)) RETURNING ${ENTRY_COLUMNS}`,
      { id, organizationId, livemode, mayDeleteShared },
    );
    return (await modifyReturning<WatchlistEntry>(manager, q.text, q.values))[0];
  }
}

/** The organization's own entries (of the mode) and the shared lists' (reference data, the same in both modes). */
function visibleTo(organizationId: string, livemode: boolean, where: FindOptionsWhere<WatchlistEntry>): FindOptionsWhere<WatchlistEntry>[] {
  return [
    { ...where, organizationId, livemode },
    { ...where, organizationId: IsNull() },
  ];
}
