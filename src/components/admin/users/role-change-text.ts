import { ROLE_LABELS, type AssignableRole } from '@/lib/roles';
import type { AdminUser } from '@/lib/contracts/admin-users';

/**
 * What a role change does, in words, for its confirmation: the captain the person belongs to is named, and kept
 * (docs/decisions/role-change-keeps-captain.md), so "Make Fundraiser Captain, then Make User" loses nothing.
 */
export function roleChangeText(user: Pick<AdminUser, 'parentName'>, name: string, target: AssignableRole) {
  const title = `Make ${name} a ${ROLE_LABELS[target]}?`;
  const captain = user.parentName;
  if (target === 'fundraiser_captain') {
    return {
      title,
      description: captain
        ? `${name} is on ${captain}’s team. As a Fundraiser Captain they can lead their own campaign and team. The link to ${captain} is kept: making them a User again puts them back on ${captain}’s team. Their orders and sales stay theirs.`
        : `${name} will be able to lead their own campaign and team. Their orders and sales stay theirs.`,
    };
  }
  return {
    title,
    description: captain
      ? `${name} goes back to ${captain}’s team and can no longer manage campaigns or a team. Their orders and sales stay theirs.`
      : `${name} can no longer manage campaigns or a team, and has no captain: add them to a captain’s campaign as a participant if they still sell. Their orders and sales stay theirs.`,
  };
}
