import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIP, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsNuban } from '../../common/validators.js';

export const DEVICE_RISK_LEVELS = ['low', 'medium', 'high'] as const;
export const DEVICE_FLAGS = ['NEW_DEVICE', 'EMULATOR', 'AUTOMATION_USER_AGENT', 'SHARED_DEVICE', 'TIMEZONE_MISMATCH', 'FOREIGN_IP', 'INTERNAL_IP'] as const;

export class DeviceFingerprintDto {
  @ApiProperty({ example: 'a1b2c3d4-device' })
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  device_id: string;

  @ApiProperty({ example: '102.89.34.12' })
  @IsIP()
  ip_address: string;

  @ApiProperty({ example: 'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36' })
  @IsString()
  @MinLength(1)
  @MaxLength(500)
  user_agent: string;

  @IsOptional()
  @IsNuban()
  account_number?: string;

  @ApiPropertyOptional({ example: 'Africa/Lagos', description: 'IANA-style zone name' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  timezone?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  is_emulator?: boolean;
}

export class DeviceFingerprintResultDto {
  @ApiProperty()
  device_id: string;

  @ApiProperty({ minimum: 0, maximum: 100 })
  risk_score: number;

  @ApiProperty({ enum: DEVICE_RISK_LEVELS })
  risk_level: (typeof DEVICE_RISK_LEVELS)[number];

  @ApiProperty({ type: [String], description: `upper-case flag codes: ${DEVICE_FLAGS.join(', ')}`, example: ['NEW_DEVICE'] })
  flags: string[];

  @ApiProperty()
  known_device: boolean;

  @ApiProperty()
  request_id: string;
}
