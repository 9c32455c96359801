import { Body, Controller, HttpCode, Module, Post } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsBoolean, IsInt, IsNumber, IsOptional, Max, Min } from 'class-validator';
import { DataSource } from 'typeorm';
import { Authenticated } from '../../src/auth/auth.decorators.js';
import { Idempotent } from '../../src/idempotency/idempotent.decorator.js';
import { insertProbeWrite } from './db.js';

// A small idempotent route of the test suite's own: every execution writes one row to
// probe_writes, so a test counts executions in PostgreSQL.
export class ProbeDto {
  @IsNumber()
  amount: number;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(5000)
  delay_ms?: number;

  @IsOptional()
  @IsBoolean()
  reject?: boolean;
}

export class ProbeResult {
  write_id: number;
  amount: number;
}

export const probeControl = {
  failWith500: false,
  /** The next execution (one only) waits for this before answering. */
  hold: null as Promise<unknown> | null,
};

@Controller('test/probe')
class ProbeController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Post('idempotent')
  @HttpCode(201)
  @Authenticated()
  @Idempotent()
  async run(@Body() body: ProbeDto): Promise<ProbeResult> {
    const writeId = await insertProbeWrite(this.db, body.amount);
    if (body.delay_ms) await new Promise((r) => setTimeout(r, body.delay_ms));
    const hold = probeControl.hold;
    probeControl.hold = null;
    if (hold) await hold;
    if (probeControl.failWith500) throw new Error('probe failure');
    return { write_id: writeId, amount: body.amount };
  }
}

@Module({ controllers: [ProbeController] })
export class ProbeModule {}

export { PROBE_TABLE_SQL } from './db.js';
