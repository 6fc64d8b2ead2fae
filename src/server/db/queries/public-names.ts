import 'server-only';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { publicNameOf } from '@/lib/privacy/public-name';
import { users } from '../schema';

/**
 * Issue 27, for what buyers receive (order page, order e-mails, replays): the columns a credited fundraiser's public
 * name is made from, selected next to an unaliased `users`, and the name itself under the rule of their page: the
 * mode of the order's campaign (the page of that campaign), `minors` always for a child's profile. The last name is
 * read only to build the name.
 */
export const publicNameColumns = (campaignId: SQLWrapper | number | null) => ({
  firstName: users.firstName,
  lastName: users.lastName,
  displayName: users.displayName,
  campaignMinors: sql<boolean>`coalesce((select pc.privacy_mode = 'minors' from campaigns pc where pc.id = ${campaignId}), false)`,
  isChild: users.isChild,
});

export type PublicNameRow = {
  firstName: string;
  lastName: string;
  displayName: string;
  campaignMinors: boolean;
  isChild: boolean;
};

/** A child's profile is always named as in `minors` (as on its page). */
export const publicNameOfRow = (row: PublicNameRow): string =>
  publicNameOf(row, row.campaignMinors || row.isChild ? 'minors' : 'standard');
