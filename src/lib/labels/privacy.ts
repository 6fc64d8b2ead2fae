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
