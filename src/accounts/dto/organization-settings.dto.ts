import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, IsString, IsUrl, MaxLength, MinLength, ValidateIf, ValidateNested } from 'class-validator';

const HTTPS_URL = { protocols: ['https'], require_protocol: true, require_tld: true };
const HTTPS_MESSAGE = { message: '$property must be an https URL' };

export class BrandingDto {
  @ApiProperty({ nullable: true, type: String, maxLength: 200, example: 'Acme MFB' })
  display_name: string | null;

  @ApiProperty({ nullable: true, type: String, format: 'uri', example: 'https://acme.example/logo.png' })
  logo_url: string | null;

  @ApiProperty({ nullable: true, type: String, format: 'uri' })
  privacy_notice_url: string | null;

  @ApiProperty({ nullable: true, type: String, format: 'uri' })
  terms_url: string | null;
}

export class OrganizationSettingsDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Acme Microfinance Bank' })
  name: string;

  /** Plan level (sets rate limits); changed only by the operator. */
  @ApiProperty({ readOnly: true, example: 1 })
  tier: number;

  @ApiProperty({ type: BrandingDto })
  branding: BrandingDto;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

/** Every field optional; null clears a branding field. */
export class UpdateBrandingDto {
  @ApiPropertyOptional({ nullable: true, type: String, maxLength: 200 })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  display_name?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, format: 'uri', description: 'https only.' })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsUrl(HTTPS_URL, HTTPS_MESSAGE)
  @MaxLength(2000)
  logo_url?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, format: 'uri', description: 'https only.' })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsUrl(HTTPS_URL, HTTPS_MESSAGE)
  @MaxLength(2000)
  privacy_notice_url?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, format: 'uri', description: 'https only.' })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsUrl(HTTPS_URL, HTTPS_MESSAGE)
  @MaxLength(2000)
  terms_url?: string | null;
}

export class UpdateOrganizationSettingsDto {
  @ApiPropertyOptional({ minLength: 2, maxLength: 200 })
  @IsOptional()
  @IsString()
  @MinLength(2)
  @MaxLength(200)
  name?: string;

  @ApiPropertyOptional({ type: UpdateBrandingDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => UpdateBrandingDto)
  branding?: UpdateBrandingDto;
}
