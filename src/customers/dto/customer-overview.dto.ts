import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsBvn, IsNuban } from '../../common/validators.js';
import { FraudAlertDto } from '../../fraud/dto/alert.dto.js';

export class CustomerOverviewQueryDto {
  @IsOptional()
  @IsNuban({ required: false })
  account_number?: string;

  @IsOptional()
  @IsBvn({ required: false, description: 'For the credit part (with consent_reference) and the financial report cases' })
  bvn?: string;

  @ApiPropertyOptional({ description: 'A consent of your organization for this BVN (POST /api/v1/consents); without a valid one the credit part is absent, with the reason' })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(80)
  consent_reference?: string;
}

export class CustomerAnalysisDto {
  @ApiProperty() transaction_id: string;
  @ApiProperty({ enum: ['outgoing', 'incoming'] }) direction: string;
  @ApiProperty() counterparty_account: string;
  @ApiProperty() amount: number;
  @ApiProperty() currency: string;
  @ApiProperty() channel: string;
  @ApiProperty() risk_score: number;
  @ApiProperty() risk_level: string;
  @ApiProperty() recommended_action: string;
  @ApiProperty({ nullable: true, type: String, description: "An analyst's label from the alert's resolution" }) label: string | null;
  @ApiProperty({ format: 'date-time' }) occurred_at: string;
}

export class CustomerFraudDto {
  @ApiProperty() fraud_score: number;
  @ApiProperty() risk_level: string;
  @ApiProperty({ format: 'date-time' }) last_updated: string;
  @ApiProperty({ type: [CustomerAnalysisDto] }) recent_analyses: CustomerAnalysisDto[];
  @ApiProperty({ type: [FraudAlertDto], description: 'Open and in-review alerts' }) open_alerts: FraudAlertDto[];
}

export class CustomerNetworkReportDto {
  @ApiProperty() fraud_type: string;
  @ApiProperty() status: string;
  @ApiProperty({ description: 'Filed by your organization' }) own: boolean;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class CustomerNetworkDto {
  @ApiProperty({ description: 'Reporting organizations that weigh in your view' }) report_count: number;
  @ApiProperty({ type: [CustomerNetworkReportDto], description: 'No reporter details' }) reports: CustomerNetworkReportDto[];
}

export class CustomerInquiryDto {
  @ApiProperty() inquiry_id: string;
  @ApiProperty() inquiry_type: string;
  @ApiProperty() purpose: string;
  @ApiProperty({ type: [String] }) bureaus: string[];
  @ApiProperty() score_at_inquiry: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class CustomerCreditDto {
  @ApiProperty({ description: 'false when there is no valid consent (or the bureaus did not answer): the reason says why' }) available: boolean;
  @ApiPropertyOptional({ description: 'Why the credit part is absent: bvn_missing, consent_missing, a consent refusal (not_found, expired, revoked, bvn_mismatch, …) or bureau_unavailable' })
  reason?: string;
  @ApiPropertyOptional() message?: string;
  @ApiPropertyOptional() score?: number;
  @ApiPropertyOptional() rating?: string;
  @ApiPropertyOptional({ type: [String] }) bureaus_answered?: string[];
  @ApiPropertyOptional({ type: [CustomerInquiryDto], description: "Your organization's recent inquiries on this BVN" }) recent_inquiries?: CustomerInquiryDto[];
}

export class CustomerReportCaseDto {
  @ApiProperty({ format: 'uuid' }) case_id: string;
  @ApiProperty() reference_id: string;
  @ApiProperty() status: string;
  @ApiProperty({ nullable: true, type: Number, description: 'The report score (0-100) once REPORT_READY' }) score: number | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class CustomerDocumentDto {
  @ApiProperty({ format: 'uuid' }) document_id: string;
  @ApiProperty() file_type: string;
  @ApiProperty() tamper_risk: string;
  @ApiProperty() tamper_score: number;
  @ApiProperty({ nullable: true, type: String }) verification: string | null;
  @ApiProperty({ format: 'date-time' }) analyzed_at: string;
}

export class CustomerOverviewDto {
  @ApiProperty({ nullable: true, type: String }) account_number: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Masked' }) bvn: string | null;
  @ApiProperty({ type: CustomerFraudDto, nullable: true, description: 'null without account_number' }) fraud: CustomerFraudDto | null;
  @ApiProperty({ type: CustomerNetworkDto, nullable: true }) network_reports: CustomerNetworkDto | null;
  @ApiProperty({ type: CustomerCreditDto }) credit: CustomerCreditDto;
  @ApiProperty({ type: [CustomerReportCaseDto], description: 'Cases opened under your consents for this BVN' }) financial_reports: CustomerReportCaseDto[];
  @ApiProperty({ type: [CustomerDocumentDto], description: "Statements of this account you had checked" }) documents: CustomerDocumentDto[];
  @ApiProperty() request_id: string;
}
