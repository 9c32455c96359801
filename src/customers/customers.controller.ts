import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, Principal } from '../auth/auth.decorators.js';
import type { Principal as PrincipalT } from '../auth/principal.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { RequestId } from '../common/request-id.js';
import { CustomersService } from './customers.service.js';
import { CustomerOverviewDto, CustomerOverviewQueryDto } from './dto/customer-overview.dto.js';

@ApiTags('customers')
@Authenticated()
@Controller('api/v1/customers')
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  @Get('overview')
  @ApiOperation({
    summary: 'One view of a customer: fraud score, analyses and open alerts, network reports, credit (under consent), report cases, checked documents',
    operationId: 'customerOverview',
  })
  @ApiOkResponse({ type: CustomerOverviewDto })
  @ApiErrors('VALIDATION_ERROR')
  overview(@Principal() principal: PrincipalT, @Query() query: CustomerOverviewQueryDto, @RequestId() requestId: string): Promise<CustomerOverviewDto> {
    return this.customers.overview(principal, query, requestId);
  }
}
