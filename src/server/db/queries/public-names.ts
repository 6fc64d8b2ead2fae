import 'server-only';
import { publicNameOf } from '@/lib/privacy/public-name';
import { users } from '../schema';
import { inMinorsCampaign } from './fundraising';

/**
 * Issue 27, for what buyers receive (order page, order e-mails, replays): the columns a credited fundraiser's public
 * name is made from, selected next to an unaliased `users`, and the name itself under the strictest-mode rule of
 * `getFundraiserDetails` (`inMinorsCampaign`). The last name is read only to build the name.
 */
export const publicNameColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  displayName: users.displayName,
  inMinorsCampaign,
  isChild: users.isChild,
};

export type PublicNameRow = {
  firstName: string;
  lastName: string;
  displayName: string;
  inMinorsCampaign: boolean;
  isChild: boolean;
};

/** A child's profile is always named as in `minors` (as on its page). */
export const publicNameOfRow = (row: PublicNameRow): string =>
  publicNameOf(row, row.inMinorsCampaign || row.isChild ? 'minors' : 'standard');
