import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { Principal } from '../../auth/principal.js';
import { ApiError } from '../../common/errors.js';
import { IdentityVault } from '../../common/identity-vault.js';
import { modifyReturning } from '../../database/sql.js';
import type { CreateWatchlistEntryDto, WatchlistCheckDto, WatchlistEntryDto, WatchlistImportDto, WatchlistMatchDto } from '../dto/watchlist.dto.js';
import { SUBJECT_TYPES, type SubjectType, type WatchlistName } from '../entities/watchlist-entry.entity.js';
import { FraudScoreService } from '../fraud-score.service.js';
import { NetworkRoles } from '../network/network-roles.service.js';
import { parseCsv } from './csv.js';
import { NAME_MATCH_THRESHOLD, nameKeys, nameSimilarity, normaliseIdentifier } from './normalise.js';

interface EntryRow {
  id: string;
  organization_id: string | null;
  list: WatchlistName;
  subject_type: SubjectType;
  identifier: string | null;
  identifier_encrypted: string | null;
  full_name: string | null;
  reason: string | null;
  created_at: Date;
}

const COLUMNS = 'organization_id, list, subject_type, identifier, identifier_hash, identifier_encrypted, full_name, name_keys, reason';

const MAX_IMPORT_ROWS = 10_000;

/** Watchlists: the organization's own list and the shared lists (sanctions, pep) kept by the operator. */
@Injectable()
export class WatchlistService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly scores: FraudScoreService,
    private readonly roles: NetworkRoles,
    private readonly vault: IdentityVault,
  ) {}

  async check(principal: Principal, dto: WatchlistCheckDto) {
    const id = normaliseIdentifier(dto.subject_type, dto.identifier);
    if (!id.ok) throw ApiError.validation([{ field: 'identifier', issue: id.issue }]);
    const type = dto.subject_type;
    const [column, value] = IdentityVault.isIdentityKind(type) ? ['identifier_hash', this.vault.hash(type, id.value)] : ['identifier', id.value];
    const exact = (await this.db.query(
      `SELECT * FROM fraud_watchlist_entries WHERE subject_type = $1 AND ${column} = $2 AND (organization_id = $3 OR organization_id IS NULL)`,
      [type, value, principal.organizationId],
    )) as EntryRow[];
    const matches: WatchlistMatchDto[] = exact.map((e) => this.toMatch(e, 'identifier', 1));
    const keys = dto.full_name ? nameKeys(dto.full_name) : [];
    if (dto.full_name && keys.length) {
      const candidates = (await this.db.query(
        `SELECT * FROM fraud_watchlist_entries WHERE full_name IS NOT NULL AND name_keys && $1::text[] AND (organization_id = $2 OR organization_id IS NULL) LIMIT 500`,
        [keys, principal.organizationId],
      )) as EntryRow[];
      const seen = new Set(exact.map((e) => e.id));
      for (const c of candidates) {
        if (seen.has(c.id)) continue;
        const score = nameSimilarity(dto.full_name, c.full_name!);
        if (score >= NAME_MATCH_THRESHOLD) matches.push(this.toMatch(c, 'name', score));
      }
    }
    matches.sort((a, b) => b.score - a.score);
    return { matched: matches.length > 0, match_count: matches.length, matches };
  }

  async create(principal: Principal, dto: CreateWatchlistEntryDto): Promise<WatchlistEntryDto> {
    const list = dto.list ?? 'organization';
    await this.assertMayWrite(principal, list);
    const row = prepareEntry(dto.subject_type, dto.identifier, dto.full_name, dto.reason);
    if ('issue' in row) throw ApiError.validation([{ field: row.field, issue: row.issue }]);
    return this.db.transaction(async (m) => {
      const [created] = (await m.query(
        `INSERT INTO fraud_watchlist_entries (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
        this.rowValues(list === 'organization' ? principal.organizationId : null, list, row),
      )) as EntryRow[];
      await this.touch(m, principal, created);
      return this.toEntryDto(created);
    });
  }

  async list(principal: Principal, list: WatchlistName | undefined, page: number, pageSize: number) {
    const where = `(organization_id = $1 OR organization_id IS NULL) AND ($2::text IS NULL OR list = $2)`;
    const [{ count }] = (await this.db.query(`SELECT count(*)::int AS count FROM fraud_watchlist_entries WHERE ${where}`, [principal.organizationId, list ?? null])) as { count: number }[];
    const rows = (await this.db.query(`SELECT * FROM fraud_watchlist_entries WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`, [
      principal.organizationId,
      list ?? null,
      pageSize,
      (page - 1) * pageSize,
    ])) as EntryRow[];
    return { count, page, page_size: pageSize, results: rows.map((e) => this.toEntryDto(e)) };
  }

  async remove(principal: Principal, id: string): Promise<void> {
    const operator = await this.roles.isNetworkReviewer(principal);
    await this.db.transaction(async (m) => {
      const [deleted] = await modifyReturning<EntryRow>(
        m,
        `DELETE FROM fraud_watchlist_entries WHERE id = $1 AND (organization_id = $2 OR (organization_id IS NULL AND $3::boolean)) RETURNING *`,
        [id, principal.organizationId, operator],
      );
      if (!deleted) throw ApiError.notFound('Watchlist entry');
      await this.touch(m, principal, deleted);
    });
  }

  async import(principal: Principal, dto: WatchlistImportDto) {
    const list = dto.list ?? 'organization';
    await this.assertMayWrite(principal, list);
    const rows = parseCsv(dto.csv);
    const header = (rows.shift() ?? []).map((h) => h.trim().toLowerCase());
    const col = (name: string) => header.indexOf(name);
    if (col('subject_type') < 0 || (col('identifier') < 0 && col('full_name') < 0)) {
      throw ApiError.validation([{ field: 'csv', issue: 'the header must name subject_type and identifier and/or full_name (and optionally reason)' }]);
    }
    if (rows.length > MAX_IMPORT_ROWS) throw ApiError.validation([{ field: 'csv', issue: `at most ${MAX_IMPORT_ROWS} rows per import` }]);
    const rejected: { line: number; issue: string }[] = [];
    const good: PreparedEntry[] = [];
    rows.forEach((cells, i) => {
      if (cells.every((c) => !c.trim())) return;
      const cell = (name: string) => (col(name) >= 0 ? cells[col(name)]?.trim() || undefined : undefined);
      const type = cell('subject_type') as SubjectType;
      if (!(SUBJECT_TYPES as readonly string[]).includes(type)) return rejected.push({ line: i + 2, issue: `subject_type: one of ${SUBJECT_TYPES.join(', ')}` });
      const row = prepareEntry(type, cell('identifier'), cell('full_name'), cell('reason'));
      if ('issue' in row) return rejected.push({ line: i + 2, issue: `${row.field}: ${row.issue}` });
      good.push(row);
    });
    const owner = list === 'organization' ? principal.organizationId : null;
    await this.db.transaction(async (m) => {
      for (let i = 0; i < good.length; i += 500) {
        const chunk = good.slice(i, i + 500);
        const params: unknown[] = [];
        const tuples = chunk.map((r) => {
          params.push(...this.rowValues(owner, list, r));
          const b = params.length - 9;
          return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6}, $${b + 7}, $${b + 8}::text[], $${b + 9})`;
        });
        await m.query(`INSERT INTO fraud_watchlist_entries (${COLUMNS}) VALUES ${tuples.join(', ')}`, params);
      }
      const accounts = new Set(good.flatMap((r) => (r.subjectType !== 'account' || !r.identifier ? [] : [r.identifier])));
      for (const account of accounts) {
        if (owner) await this.scores.recomputeForOrganization(m, owner, account);
        else await this.scores.recomputeForAllOrganizations(m, account);
      }
    });
    return { imported: good.length, rejected };
  }

  private async assertMayWrite(principal: Principal, list: WatchlistName) {
    if (list !== 'organization' && !(await this.roles.isNetworkReviewer(principal))) {
      throw ApiError.forbidden('Shared lists (sanctions, pep) are kept by the network operator.');
    }
  }

  /** How an identifier is stored: a BVN/NIN only as its lookup hash and encrypted value, never in clear. */
  private sealed(type: SubjectType, identifier: string | null): { identifier: string | null; hash: string | null; encrypted: string | null } {
    if (!identifier || !IdentityVault.isIdentityKind(type)) return { identifier, hash: null, encrypted: null };
    return { identifier: null, hash: this.vault.hash(type, identifier), encrypted: this.vault.encrypt(identifier) };
  }

  /** Parameters in the order of COLUMNS. */
  private rowValues(owner: string | null, list: WatchlistName, r: PreparedEntry): unknown[] {
    const id = this.sealed(r.subjectType, r.identifier);
    return [owner, list, r.subjectType, id.identifier, id.hash, id.encrypted, r.fullName, r.keys, r.reason];
  }

  /** The identifier as answered: a BVN/NIN masked (222******78), as verifications show it. */
  private shownIdentifier(e: EntryRow): string | null {
    return e.identifier_encrypted ? IdentityVault.mask(this.vault.decrypt(e.identifier_encrypted)) : e.identifier;
  }

  private toMatch(e: EntryRow, how: 'identifier' | 'name', score: number): WatchlistMatchDto {
    return { entry_id: e.id, list: e.list, subject_type: e.subject_type, identifier: this.shownIdentifier(e), full_name: e.full_name, match_type: how, score, reason: e.reason };
  }

  private toEntryDto(e: EntryRow): WatchlistEntryDto {
    return { id: e.id, list: e.list, subject_type: e.subject_type, identifier: this.shownIdentifier(e), full_name: e.full_name, reason: e.reason, created_at: new Date(e.created_at).toISOString() };
  }

  /** An account entry changes the account's score: for the organization, or for everyone on a shared list. */
  private async touch(m: EntityManager, principal: Principal, e: EntryRow) {
    if (e.subject_type !== 'account' || !e.identifier) return;
    if (e.organization_id) await this.scores.recomputeForOrganization(m, principal.organizationId, e.identifier);
    else await this.scores.recomputeForAllOrganizations(m, e.identifier);
  }
}

interface PreparedEntry {
  subjectType: SubjectType;
  identifier: string | null;
  fullName: string | null;
  keys: string[];
  reason: string | null;
}
type Refusal = { field: string; issue: string };

function prepareEntry(subjectType: SubjectType, identifier: string | undefined, fullName: string | undefined, reason: string | undefined): PreparedEntry | Refusal {
  if (!identifier && !fullName) return { field: 'identifier', issue: 'identifier or full_name is required' };
  let value: string | null = null;
  if (identifier) {
    const n = normaliseIdentifier(subjectType, identifier);
    if (!n.ok) return { field: 'identifier', issue: n.issue };
    value = n.value;
  }
  const name = fullName?.trim() || null;
  if (name && name.length > 200) return { field: 'full_name', issue: 'at most 200 characters' };
  return { subjectType, identifier: value, fullName: name, keys: name ? nameKeys(name) : [], reason: reason?.slice(0, 500) ?? null };
}
