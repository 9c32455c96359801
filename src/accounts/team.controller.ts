import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, Principal, Public } from '../auth/auth.decorators.js';
import type { Principal as PrincipalT } from '../auth/principal.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { ApiError } from '../common/errors.js';
import { pageOf, PageQueryDto } from '../common/pagination.dto.js';
import { AcceptInvitationDto, InvitationDto, InvitationListDto, InviteMemberDto, MemberDto, MemberListDto, UpdateMemberDto } from './dto/team.dto.js';
import { UserDto } from './dto/user.dto.js';
import { TeamService } from './team.service.js';
import { OrganizationsService } from './organizations.service.js';
import { OrganizationSettingsDto, UpdateOrganizationSettingsDto } from './dto/organization-settings.dto.js';

const memberId = (raw: string) => {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw ApiError.notFound('Member');
  return id;
};

/** The organization's team (DESIGN.md, Dashboard): members and invitations. */
@ApiTags('accounts')
@Controller('v1/accounts')
export class TeamController {
  constructor(
    private readonly team: TeamService,
    private readonly organizations: OrganizationsService,
  ) {}

  @Get('organization/')
  @Authenticated()
  @ApiOperation({ summary: "The organization's settings: name, branding (hosted page), tier (read-only). Fraud engine settings: /api/v1/fraud/settings", operationId: 'getOrganizationSettings' })
  @ApiOkResponse({ type: OrganizationSettingsDto })
  getSettings(@Principal() principal: PrincipalT): Promise<OrganizationSettingsDto> {
    return this.organizations.settings(principal.organizationId);
  }

  @Patch('organization/')
  @Authenticated({ roles: ['A'] })
  @ApiOperation({ summary: "Change the organization's name or branding (URLs https only; null clears a field)", operationId: 'updateOrganizationSettings' })
  @ApiOkResponse({ type: OrganizationSettingsDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON')
  updateSettings(@Principal() principal: PrincipalT, @Body() dto: UpdateOrganizationSettingsDto): Promise<OrganizationSettingsDto> {
    return this.organizations.updateSettings(principal.organizationId, dto);
  }

  @Get('members/')
  @Authenticated()
  @ApiOperation({ summary: "The organization's members (oldest first)", operationId: 'listMembers' })
  @ApiOkResponse({ type: MemberListDto })
  @ApiErrors('VALIDATION_ERROR')
  listMembers(@Principal() principal: PrincipalT, @Query() query: PageQueryDto): Promise<MemberListDto> {
    const { page, pageSize } = pageOf(query);
    return this.team.listMembers(principal, page, pageSize);
  }

  @Post('members/invite/')
  @Authenticated({ roles: ['A'] })
  @ApiOperation({ summary: 'Invite someone by email with a role; a newer invitation to the same address replaces the pending one', operationId: 'inviteMember' })
  @ApiCreatedResponse({ type: InvitationDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON', 'CONFLICT')
  invite(@Principal() principal: PrincipalT, @Body() dto: InviteMemberDto): Promise<InvitationDto> {
    return this.team.invite(principal, dto.email, dto.role);
  }

  @Patch('members/:id/')
  @Authenticated({ roles: ['A'] })
  @ApiOperation({
    summary: 'Change a member’s role or suspend/reactivate them (at once, on every replica); 409 for suspending oneself or leaving no active administrator',
    operationId: 'updateMember',
  })
  @ApiOkResponse({ type: MemberDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON', 'NOT_FOUND', 'CONFLICT')
  update(@Principal() principal: PrincipalT, @Param('id') id: string, @Body() dto: UpdateMemberDto): Promise<MemberDto> {
    return this.team.update(principal, memberId(id), dto);
  }

  @Get('invitations/')
  @Authenticated({ roles: ['A'] })
  @ApiOperation({ summary: 'Pending invitations (newest first)', operationId: 'listInvitations' })
  @ApiOkResponse({ type: InvitationListDto })
  @ApiErrors('VALIDATION_ERROR')
  listInvitations(@Principal() principal: PrincipalT, @Query() query: PageQueryDto): Promise<InvitationListDto> {
    const { page, pageSize } = pageOf(query);
    return this.team.listInvitations(principal, page, pageSize);
  }

  @Post('invitations/accept/')
  @HttpCode(201)
  @Public()
  @ApiOperation({ summary: 'Accept an invitation: creates the user (active, email verified) in the inviting organization; then sign in', operationId: 'acceptInvitation' })
  @ApiCreatedResponse({ type: UserDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON', 'CONFLICT', 'RATE_LIMITED')
  accept(@Body() dto: AcceptInvitationDto): Promise<UserDto> {
    return this.team.accept(dto);
  }
}
