import { Injectable } from '@nestjs/common';
import { OrganizationsService } from '../../accounts/organizations.service.js';
import type { Principal } from '../../auth/principal.js';

/** The fraud network's reviewers: the operator's administrators, by the one check accounts owns. */
@Injectable()
export class FraudNetworkRoles {
  constructor(private readonly organizations: OrganizationsService) {}

  isNetworkReviewer(principal: Principal): Promise<boolean> {
    return this.organizations.isOperatorAdministrator(principal);
  }
}
