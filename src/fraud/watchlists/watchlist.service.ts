import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { Principal } from '../../auth/principal.js';
import { ApiError } from '../../common/errors.js';
import { IdentityVault } from '../../common/identity-vault.js';
import type { CreateWatchlistEntryDto, WatchlistCheckDto, WatchlistEntryDto, WatchlistImportDto, WatchlistMatchDto } from '../dto/watchlist.dto.js';
import { SUBJECT_TYPES, type SubjectType, type WatchlistEntry, type WatchlistName } from '../entities/watchlist-entry.entity.js';
import { FraudScoreService } from '../fraud-score.service.js';
import { FraudNetworkRoles } from '../fraud-network/fraud-network-roles.service.js';
import { parseCsv } from './csv.js';
import { WatchlistRepository, type NewWatchlistEntry } from './watchlist.repository.js';
import { NAME_MATCH_THRESHOLD, nameKeys, nameSimilarity, normaliseIdentifier } from './normalise.js';

const MAX_IMPORT_ROWS = 10_000;

/** Watchlists: the organization's own list and the shared lists (sanctions, pep) kept by the operator. */
@Injectable()
export class WatchlistService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly scores: FraudScoreService,
    private readonly roles: FraudNetworkRoles,
    private readonly vault: IdentityVault,
    private readonly entries: WatchlistRepository,
  ) {}

  async check(principal: Principal, dto: WatchlistCheckDto) {
    const id = normaliseIdentifier(dto.subject_type, dto.identifier);
    if (!id.ok) throw ApiError.validation([{ field: 'identifier', issue: id.issue }]);
    const type = dto.subject_type;
    const match = IdentityVault.isIdentityKind(type) ? { identifierHash: this.vault.hash(type, id.value) } : { identifier: id.value };
    const exact = await this.entries.findExact(principal.organizationId, principal.livemode, type, match);
    const matches: WatchlistMatchDto[] = exact.map((e) => this.toMatch(e, 'identifier', 1));
    const keys = dto.full_name ? nameKeys(dto.full_name) : [];
    if (dto.full_name && keys.length) {
      const candidates = await this.entries.findByNameKeys(principal.organizationId, principal.livemode, keys);
      const seen = new Set(exact.map((e) => e.id));
      for (const c of candidates) {
        if (seen.has(c.id)) continue;
        const score = nameSimilarity(dto.full_name, c.fullName!);
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
      const created = await this.entries.insert(m, this.newEntry(list === 'organization' ? principal.organizationId : null, principal.livemode, list, row));
      await this.touch(m, principal, created, true);
      return this.toEntryDto(created);
    });
  }

  async list(principal: Principal, list: WatchlistName | undefined, page: number, pageSize: number) {
    const [rows, count] = await this.entries.findPage(principal.organizationId, principal.livemode, list, page, pageSize);
    return { count, page, page_size: pageSize, results: rows.map((e) => this.toEntryDto(e)) };
  }

  async remove(principal: Principal, id: string): Promise<void> {
    const operator = await this.roles.isNetworkReviewer(principal);
    await this.db.transaction(async (m) => {
      const deleted = await this.entries.deleteVisible(m, id, principal.organizationId, principal.livemode, operator && principal.livemode);
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
      await this.entries.insertMany(m, good.map((r) => this.newEntry(owner, principal.livemode, list, r)));
      const accounts = new Set(good.flatMap((r) => (r.subjectType !== 'account' || !r.identifier ? [] : [r.identifier])));
      for (const account of accounts) {
        if (owner) await this.scores.recomputeForOrganization(m, principal, account, { source: 'watchlist' });
        else for (const livemode of [true, false]) await this.scores.recomputeForAllOrganizations(m, livemode, account, { source: 'watchlist' });
      }
    });
    return { imported: good.length, rejected };
  }

  private async assertMayWrite(principal: Principal, list: WatchlistName) {
    if (list !== 'organization' && !(await this.roles.isNetworkReviewer(principal))) {
      throw ApiError.forbidden('Shared lists (sanctions, pep) are kept by the network operator.');
    }
    // shared lists are reference data for both modes: test keys must not change them
    if (list !== 'organization' && !principal.livemode) throw ApiError.forbidden('Shared lists (sanctions, pep) are changed in live mode only.');
  }

  /** How an identifier is stored: a BVN/NIN only as its lookup hash and encrypted value, never in clear. */
  private sealed(type: SubjectType, identifier: string | null): { identifier: string | null; hash: string | null; encrypted: string | null } {
    if (!identifier || !IdentityVault.isIdentityKind(type)) return { identifier, hash: null, encrypted: null };
    return { identifier: null, hash: this.vault.hash(type, identifier), encrypted: this.vault.encrypt(identifier) };
  }

  private newEntry(organizationId: string | null, livemode: boolean, list: WatchlistName, r: PreparedEntry): NewWatchlistEntry {
    const id = this.sealed(r.subjectType, r.identifier);
    return { organizationId, livemode: organizationId === null ? true : livemode, list, subjectType: r.subjectType, identifier: id.identifier, identifierHash: id.hash, identifierEncrypted: id.encrypted, fullName: r.fullName, nameKeys: r.keys, reason: r.reason };
  }

  /** The identifier as answered: a BVN/NIN masked (222******78), as verifications show it. */
  private shownIdentifier(e: WatchlistEntry): string | null {
    return e.identifierEncrypted ? IdentityVault.mask(this.vault.decrypt(e.identifierEncrypted)) : e.identifier;
  }

  private toMatch(e: WatchlistEntry, how: 'identifier' | 'name', score: number): WatchlistMatchDto {
    return { entry_id: e.id, list: e.list, subject_type: e.subjectType, identifier: this.shownIdentifier(e), full_name: e.fullName, match_type: how, score, reason: e.reason };
  }

  private toEntryDto(e: WatchlistEntry): WatchlistEntryDto {
    return { id: e.id, list: e.list, subject_type: e.subjectType, identifier: this.shownIdentifier(e), full_name: e.fullName, reason: e.reason, created_at: new Date(e.createdAt).toISOString() };
  }

  /** An account entry changes the account's score: for the organization, or for everyone on a shared list. */
  private async touch(m: EntityManager, principal: Principal, e: WatchlistEntry, added = false) {
    if (e.subjectType !== 'account' || !e.identifier) return;
    // a new entry naming an account already linked to an organization is a watchlist hit for its analysts
    const cause = added ? ({ source: 'watchlist' } as const) : undefined;
    if (e.organizationId) await this.scores.recomputeForOrganization(m, principal, e.identifier, cause);
    else for (const livemode of [true, false]) await this.scores.recomputeForAllOrganizations(m, livemode, e.identifier, cause);
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
