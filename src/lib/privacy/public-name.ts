/*
 * Issue 27, privacy mode: how a participant is named where anyone can read it. A `standard` campaign shows the name
 * the person chose (the spec's displayName, as before). A `minors` campaign never shows a last name: a nickname (a
 * display name that does not contain the last name), else the first name and the last name's initial ("Ava T.").
 */

export const PRIVACY_MODES = ['standard', 'minors'] as const;
export type PrivacyMode = (typeof PRIVACY_MODES)[number];

export type NamedPerson = { firstName: string; lastName: string; displayName: string };

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);
const initialOf = (word: string | undefined) => (word ? `${Array.from(word)[0]!.toLocaleUpperCase('en-US')}.` : '');

/** First name and last initial ("Ava T."); from the display name's first and last words when the names are blank. */
export function firstNameAndInitial({ firstName, lastName, displayName }: NamedPerson): string {
  const shown = words(displayName);
  const first = words(firstName)[0] ?? shown[0] ?? '';
  const lastWords = words(lastName);
  const last =
    lastWords.at(-1) ?? (words(firstName).length > 0 ? undefined : shown.length > 1 ? shown.at(-1) : undefined);
  return [first, initialOf(last)].filter(Boolean).join(' ');
}

/**
 * The display name counts as a nickname when it names none of the last name's words, and, when no last name is
 * known, is a single word (two words may well be a first and a last name).
 */
function isNickname({ lastName, displayName }: NamedPerson): boolean {
  const parts = (text: string) =>
    text
      .toLocaleLowerCase('en-US')
      .split(/[\s\-'’.]+/)
      .filter(Boolean);
  const shown = parts(displayName);
  if (shown.length === 0) return false;
  const last = parts(lastName);
  if (last.length === 0) return words(displayName).length === 1;
  return last.every((word) => !shown.includes(word));
}

/** The name a public page, answer, card or e-mail to others shows for this person in a campaign of this mode. */
export function publicNameOf(person: NamedPerson, mode: PrivacyMode): string {
  if (mode === 'standard') return person.displayName;
  return isNickname(person) ? person.displayName.trim() : firstNameAndInitial(person);
}
