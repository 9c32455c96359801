import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type pg from 'pg';
import type { DataSource } from 'typeorm';
import { networkApprovedSql } from '../accounts/organization.repository.js';
import { hotPathPool } from '../database/hot-path.js';
import { named } from '../database/sql.js';
import type { NetworkCounts } from './documents.mapper.js';
import type { DocumentDetection } from './entities/document-detection.entity.js';
import type { StoredDetection } from './forensics/document-forensics.js';

export type NewDetection = Pick<DocumentDetection, 'organizationId' | 'livemode' | 'sha256' | 'fileType' | 'sizeBytes' | 'contentFingerprint'> & { detectionData: StoredDetection };

// One round trip with the network counts, each answered by an index: (organization_id, sha256), (sha256, …), (content_fingerprint, …).
// $1 organization, $2 sha256, $3 livemode: written positionally so the text stays byte-for-byte the prepared one.
// The network counts stay within the mode: test uploads never count in live answers. They are the network's, among its members
// (networkApprovedSql): an organization not approved for the network (a free sign-up until the operator approves it) neither
// counts for the others (one actor's sign-ups uploading a file make no member's applicant look shopped around) nor reads them
// (whether a person's statement went to other lenders is theirs to know, not any sign-up's holding a copy): 0 until approved.
const COUNTED = `o.organization_id <> $1 AND o.livemode = $3 AND ${networkApprovedSql('o.organization_id')} AND ${networkApprovedSql('$1')}`;
const FIND_CACHED = `SELECT d.detection_data,
           (SELECT count(*) FROM document_detections o WHERE o.sha256 = $2 AND ${COUNTED})::int AS others,
           (SELECT count(DISTINCT o.organization_id) FROM document_detections o
             WHERE o.content_fingerprint = d.content_fingerprint AND ${COUNTED})::int AS same_content
         FROM document_detections d WHERE d.organization_id = $1 AND d.livemode = $3 AND d.sha256 = $2`;
const INSERTED_COUNTED = `o.organization_id <> :organizationId AND o.livemode = :livemode AND ${networkApprovedSql('o.organization_id')} AND ${networkApprovedSql(':organizationId')}`;
const INSERT = `WITH ins AS (
           INSERT INTO document_detections (organization_id, livemode, sha256, file_type, size_bytes, detection_data, content_fingerprint)
           VALUES (:organizationId, :livemode, :sha256, :fileType, :sizeBytes, :detectionData, :contentFingerprint) ON CONFLICT (organization_id, livemode, sha256) DO NOTHING RETURNING 1)
         SELECT (SELECT count(*) FROM document_detections o WHERE o.sha256 = :sha256 AND ${INSERTED_COUNTED})::int AS others,
           (SELECT count(DISTINCT o.organization_id) FROM document_detections o
             WHERE o.content_fingerprint = :contentFingerprint AND ${INSERTED_COUNTED})::int AS same_content`;

interface CountsRow {
  others: number;
  same_content: number;
}

const countsOf = (row: CountsRow): NetworkCounts => ({ sameBytes: row.others, sameContent: row.same_content });

/** The cache of analysed files. On every upload's path: named prepared statements on the pool under TypeORM. */
@Injectable()
export class DocumentDetectionRepository {
  private readonly pool: pg.Pool;

  constructor(@InjectDataSource() db: DataSource) {
    this.pool = hotPathPool(db);
  }

  /** The organization's stored analysis of these bytes, with the network counts; null when not yet analysed. */
  async findCached(organizationId: string, livemode: boolean, sha256: string): Promise<{ detection: StoredDetection; counts: NetworkCounts } | null> {
    const { rows } = await this.pool.query<CountsRow & { detection_data: StoredDetection }>({ name: 'documents_find_cached_v5', text: FIND_CACHED, values: [organizationId, sha256, livemode] });
    return rows.length ? { detection: rows[0].detection_data, counts: countsOf(rows[0]) } : null;
  }

  /** The organization's analysed statements of one account in one mode, newest first. */
  async statementsOfAccount(organizationId: string, livemode: boolean, account: string, limit: number): Promise<{ id: string; created_at: Date; detection_data: StoredDetection }[]> {
    const q = named(
      `SELECT id, created_at, detection_data FROM document_detections
        WHERE organization_id = :organizationId AND livemode = :livemode AND detection_data -> 'statement' ->> 'account_number' = :account ORDER BY created_at DESC LIMIT :limit`,
      { organizationId, livemode, account, limit },
    );
    return (await this.pool.query(q)).rows;
  }

  /** Stores the analysis unless a concurrent upload of the same bytes stored first; the network counts either way. */
  async insert(d: NewDetection): Promise<NetworkCounts> {
    const s = named(INSERT, { ...d });
    const { rows } = await this.pool.query<CountsRow>({ name: 'documents_insert_v5', text: s.text, values: s.values });
    return countsOf(rows[0]);
  }
}
