import type { PrivacyMode } from '@/lib/privacy/public-name';

/** How each privacy mode (issue 27) is named on screen: the campaign dialog's choices and the Activity tab. */
export const PRIVACY_MODE_LABELS: Record<PrivacyMode, string> = {
  minors: 'Children’s campaign',
  standard: 'Standard',
};

/** What each mode does, as the campaign dialog says it beside the name. */
export const PRIVACY_MODE_DESCRIPTIONS: Record<PrivacyMode, string> = {
  minors: 'first names and last initials, no photos, hidden from search engines',
  standard: 'names as people choose them',
};

/*
 * What the sign-up and settings forms say about the fields anyone can see (issue 27: "say which fields are shown
 * publicly"). Hints only: the spec's labels stay as they are.
 */
export const PUBLIC_FIELD_HINTS = {
  /** Display name, page texts and goal. */
  shown: 'Shown on your public page.',
  displayName: 'Shown on your fundraiser page and the leaderboard.',
  /** First and last name, when the campaign is not known yet (sign-up). */
  firstName: 'Shown publicly only in a children’s campaign, with your last initial.',
  lastName: 'Not shown publicly; a children’s campaign shows its initial.',
  avatar: 'Shown on your public page, except in a children’s campaign.',
  pageAddress: 'Your public page’s address.',
} as const;

/** The note for someone whose page belongs to a children's campaign. */
export const MINORS_NAME_NOTE =
  'Your campaign is a children’s campaign: only your first name and last initial are shown publicly (or your display name, if it does not contain your last name), and no photo.';
