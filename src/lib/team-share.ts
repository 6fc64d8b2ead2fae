import { formatCents } from './format';

/*
 * The team's share per bag (issue 14), shared by client and server. A campaign sets one kind or none: a percentage
 * of the bag's price (the API's teamSharePercent, stored in tenths of a percent: 12.5 % = 125 permille) or a fixed
 * amount per bag (teamShareCentsPerBag). What a bag gives the team is computed in SQL, in one place
 * (src/server/db/queries/team-share.ts); this module only converts and describes the setting.
 */

export type TeamShareSetting = { teamSharePercent: number | null; teamShareCentsPerBag: number | null };

/** 12.5 → 125; null when the value is not a percentage from 0 to 100 with at most one decimal. */
export function percentToPermille(percent: number): number | null {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) return null;
  // Exactly a tenth: 33.3 is "33.3" to one place; 12.55 and 1e-8 are not what they round to.
  if (Number(percent.toFixed(1)) !== percent) return null;
  return Math.round(percent * 10);
}

/** 125 → 12.5 (exact for tenths as a JSON number). */
export function permilleToPercent(permille: number): number {
  return permille / 10;
}

/** Whether the campaign gives its team a share (a share of 0 is set, and shows $0.00). */
export function hasTeamShare(setting: TeamShareSetting | null | undefined): boolean {
  return setting != null && (setting.teamSharePercent !== null || setting.teamShareCentsPerBag !== null);
}

/** "20% of each bag's price", "$1.50 per bag", or null without a share. */
export function describeTeamShare(setting: TeamShareSetting | null | undefined): string | null {
  if (!setting) return null;
  if (setting.teamSharePercent !== null) return `${setting.teamSharePercent}% of each bag’s price`;
  if (setting.teamShareCentsPerBag !== null) return `${formatCents(setting.teamShareCentsPerBag)} per bag`;
  return null;
}
