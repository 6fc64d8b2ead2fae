import 'server-only';
import type { TeamRaisedJson, TeamShareSettingJson } from '@/lib/contracts/fundraising';
import { centsToDecimal } from '@/lib/money';
import type { TeamShareSetting } from '@/lib/team-share';

/*
 * The team's share on the public API (issue 14): each key only when the campaign sets a share, so answers without
 * one are exactly as before. Money as dollar strings like the other public amounts.
 */

/** `{ teamRaised: "12.50" }` when there is a figure, `{}` otherwise. */
export function teamRaisedJson(cents: number | null | undefined): TeamRaisedJson {
  return cents === null || cents === undefined ? {} : { teamRaised: centsToDecimal(cents) };
}

/** The campaign's setting (`teamSharePercent` or `teamShareCentsPerBag`, the one that is set), or `{}`. */
export function teamShareSettingJson(setting: TeamShareSetting | null | undefined): TeamShareSettingJson {
  if (!setting) return {};
  return setting.teamSharePercent !== null
    ? { teamSharePercent: setting.teamSharePercent }
    : { teamShareCentsPerBag: setting.teamShareCentsPerBag };
}

/** `{ teamSharePerBag: "3.70" }` for a product the share applies to, `{}` otherwise. */
export function teamSharePerBagJson(
  perBagCents: Record<number, number> | undefined,
  productId: number,
): { teamSharePerBag?: string } {
  const cents = perBagCents?.[productId];
  return cents === undefined ? {} : { teamSharePerBag: centsToDecimal(cents) };
}
