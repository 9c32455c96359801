import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The generated PDF of a ready report, kept apart so case reads never load it. */
@Entity('report_pdfs')
export class ReportPdf {
  @PrimaryColumn({ name: 'case_id', type: 'uuid' })
  caseId: string;

  @Column({ type: 'bytea' })
  content: Buffer;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
