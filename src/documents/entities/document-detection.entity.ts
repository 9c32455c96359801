import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One analysed file per organization and SHA-256: the same bytes again are answered from here
 * (cached) and the rows of other organizations give the cross-institution submission count.
 */
@Entity('document_detections')
@Index('uq_document_detections_org_hash', ['organizationId', 'livemode', 'sha256'], { unique: true })
@Index('ix_document_detections_hash', ['sha256', 'organizationId'])
@Index('ix_document_detections_content', ['contentFingerprint', 'organizationId'])
export class DocumentDetection {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  /** false for test-mode records (sk_test_ keys): never seen by live keys. */
  @Column({ type: 'boolean', default: true })
  livemode: boolean;

  /** Lowercase hex SHA-256 of the file's bytes. */
  @Column({ type: 'char', length: 64 })
  sha256: string;

  @Column({ name: 'file_type', type: 'varchar', length: 16 })
  fileType: string;

  @Column({ name: 'size_bytes', type: 'integer' })
  sizeBytes: number;

  /** SHA-256 of a statement's normalised content (null when no statement was read): the same statement in other bytes. */
  @Column({ name: 'content_fingerprint', type: 'char', length: 64, nullable: true })
  contentFingerprint: string | null;

  /** The analysis as first computed (findings, score, metadata); the network count is added per request. */
  @Column({ name: 'detection_data', type: 'jsonb' })
  detectionData: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
