import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { Repository } from 'typeorm';
import { named } from '../database/sql.js';
import { ReportPdf } from './entities/report-pdf.entity.js';

/** The rendered PDF of each ready report. */
@Injectable()
export class ReportPdfRepository {
  constructor(@InjectRepository(ReportPdf) private readonly pdfs: Repository<ReportPdf>) {}

  async contentOf(caseId: string): Promise<Buffer | null> {
    const pdf = await this.pdfs.findOne({ where: { caseId }, select: { content: true } });
    return pdf?.content ?? null;
  }

  /** A second run of the same job replaces the first one's PDF. */
  async save(manager: EntityManager, caseId: string, content: Buffer): Promise<void> {
    const s = named(
      `INSERT INTO report_pdfs (case_id, content) VALUES (:caseId, :content) ON CONFLICT (case_id) DO UPDATE SET content = EXCLUDED.content, created_at = now()`,
      { caseId, content },
    );
    await manager.query(s.text, s.values);
  }
}
