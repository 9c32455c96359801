import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Length } from 'class-validator';
import { SANDBOX_PROFILES } from '../providers/bank-connection.provider.js';

/** The lender as the page shows it (organization settings, branding). */
export class HostedOrganizationDto {
  @ApiProperty({ example: 'Acme MFB' }) display_name: string;
  @ApiProperty({ nullable: true, type: String, format: 'uri' }) logo_url: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'uri' }) privacy_notice_url: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'uri' }) terms_url: string | null;
}

/** The consent text the applicant must tick before connecting. */
export class HostedConsentDto {
  @ApiProperty({ example: '2026-11-01' }) version: string;
  @ApiProperty() text: string;
  /** When the applicant ticked this version; null if not yet (or only an older version). */
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) given_at: string | null;
}

/** Where the page returns the applicant: the case's redirect_url with case_id and status appended. */
export class HostedReturnDto {
  @ApiProperty({ format: 'uri' }) success_url: string;
  @ApiProperty({ format: 'uri' }) exit_url: string;
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
  @ApiProperty({ type: HostedConsentDto }) consent: HostedConsentDto;
  /** Null when the case has no redirect_url. */
  @ApiProperty({ type: HostedReturnDto, nullable: true }) return_urls: HostedReturnDto | null;
}

export class LinkTokenRequestDto {
  /** The consent version the applicant ticked (the session's consent.version); needed unless already recorded for the current version. */
  @ApiPropertyOptional({ example: '2026-11-01' })
  @IsOptional()
  @IsString()
  @Length(1, 32)
  consent_version?: string;
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
