import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, Principal } from '../../auth/auth.decorators.js';
import type { Principal as PrincipalT } from '../../auth/principal.js';
import { ApiErrors } from '../../common/api-errors.decorator.js';
import { pageOf } from '../../common/pagination.dto.js';
import { uuidParam } from '../../common/uuid-param.js';
import { CreateWatchlistEntryDto, WatchlistEntryDto, WatchlistEntryListDto, WatchlistEntryQueryDto, WatchlistImportDto, WatchlistImportResultDto } from '../dto/watchlist.dto.js';
import { WatchlistService } from './watchlist.service.js';

/** Watchlist management (DESIGN.md, Endpoints beyond the contract): administrators of the organization. */
@ApiTags('fraud')
@Controller('api/v1/fraud/watchlist')
export class WatchlistController {
  constructor(private readonly watchlists: WatchlistService) {}

  @Post('entries')
  @Authenticated({ roles: ['A'] })
  @ApiOperation({ summary: 'Add a watchlist entry (shared lists: operator administrators only)', operationId: 'createWatchlistEntry' })
  @ApiCreatedResponse({ type: WatchlistEntryDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON')
  create(@Principal() principal: PrincipalT, @Body() dto: CreateWatchlistEntryDto): Promise<WatchlistEntryDto> {
    return this.watchlists.create(principal, dto);
  }

  @Get('entries')
  @Authenticated()
  @ApiOperation({ summary: 'Entries of your list and the shared lists, newest first', operationId: 'listWatchlistEntries' })
  @ApiOkResponse({ type: WatchlistEntryListDto })
  @ApiErrors('VALIDATION_ERROR')
  list(@Principal() principal: PrincipalT, @Query() query: WatchlistEntryQueryDto): Promise<WatchlistEntryListDto> {
    const { page, pageSize } = pageOf(query);
    return this.watchlists.list(principal, query.list, page, pageSize);
  }

  @Delete('entries/:id')
  @HttpCode(204)
  @Authenticated({ roles: ['A'] })
  @ApiOperation({ summary: 'Remove a watchlist entry', operationId: 'deleteWatchlistEntry' })
  @ApiNoContentResponse()
  @ApiErrors('NOT_FOUND')
  async remove(@Principal() principal: PrincipalT, @Param('id', uuidParam('Watchlist entry')) id: string): Promise<void> {
    await this.watchlists.remove(principal, id);
  }

  @Post('import')
  @HttpCode(200)
  @Authenticated({ roles: ['A'] })
  @ApiOperation({ summary: 'Bulk import from CSV (header: subject_type,identifier,full_name,reason); bad lines are reported, good ones kept', operationId: 'importWatchlist' })
  @ApiOkResponse({ type: WatchlistImportResultDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON')
  import(@Principal() principal: PrincipalT, @Body() dto: WatchlistImportDto): Promise<WatchlistImportResultDto> {
    return this.watchlists.import(principal, dto);
  }
}
