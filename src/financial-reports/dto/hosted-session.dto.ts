import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Length } from 'class-validator';
import { SANDBOX_PROFILES } from '../providers/bank-connection.provider.js';

/** The lender as the page shows it (organization settings, branding). */
export class HostedOrganizationDto {
  @ApiProperty({ example: 'Acme MFB' }) display_name: string;
  @ApiProperty({ nullable: true, type: String, format: 'uri' }) logo_url: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'uri' }) privacy_notice_url: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'uri' }) terms_url: string | null;
}

/** What the hosted page needs to resume at the right step; the state lives on the server. */
export class HostedSessionDto {
  @ApiProperty({ enum: ['connect', 'processing', 'ready', 'failed', 'expired'] })
  step: string;
  @ApiProperty({ example: 'PENDING_CONNECTION' }) status: string;
  /** The institution the applicant connects for. */
  @ApiProperty() organization_name: string;
  @ApiProperty({ type: HostedOrganizationDto }) organization: HostedOrganizationDto;
  @ApiProperty({ example: 'Adaeze O.' }) applicant_name: string;
  @ApiProperty({ type: [String] }) country_codes: string[];
  @ApiProperty({ example: 'sandbox' }) provider: string;
  @ApiProperty({ format: 'date-time' }) link_expires_at: string;
  /** A still-valid widget token from an earlier POST link-token (a reload reopens the widget). */
  @ApiProperty({ nullable: true, type: String }) link_token: string | null;
  @ApiProperty({ nullable: true, type: String }) institution_name: string | null;
  /** Test banks, when the sandbox provider is on. */
  @ApiProperty({ type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } } })
  institutions: Array<{ id: string; name: string }>;
}

export class LinkTokenDto {
  @ApiProperty() link_token: string;
  @ApiProperty({ format: 'date-time' }) expiration: string;
  @ApiProperty({ example: 'sandbox' }) provider: string;
}

export class CompleteConnectionDto {
  /** The public token this link's connect step issued (sandbox/connect, or the provider's); good once, for 30 minutes. */
  @ApiProperty()
  @IsString()
  @Length(1, 500)
  public_token: string;
}

export class CompletedConnectionDto {
  @ApiProperty({ example: 'CONNECTED' }) status: string;
  @ApiProperty({ nullable: true, type: String }) institution_name: string | null;
}

export class SandboxConnectDto {
  @ApiProperty({ enum: SANDBOX_PROFILES })
  @IsIn(SANDBOX_PROFILES)
  profile: string;

  /** A test bank id from the session's institutions (default gtbank). */
  @ApiProperty({ example: 'gtbank', required: false })
  @IsOptional()
  @IsString()
  @Length(1, 40)
  institution_id?: string;
}

export class SandboxPublicTokenDto {
  /** Bound to this link and usable once, for 30 minutes; a newer connect replaces it. */
  @ApiProperty() public_token: string;
}
