import { describe, expect, it } from 'vitest';
import { firstNameAndInitial, publicNameOf } from '@/lib/privacy/public-name';

describe('publicNameOf', () => {
  it('shows the chosen display name in a standard campaign, as the spec does', () => {
    expect(publicNameOf({ firstName: 'Ava', lastName: 'Thompson', displayName: 'Ava Thompson' }, 'standard')).toBe(
      'Ava Thompson',
    );
  });

  it('never shows a last name in a minors campaign: first name and initial, or a nickname', () => {
    const cases: Array<[{ firstName: string; lastName: string; displayName: string }, string]> = [
      [{ firstName: 'Ava', lastName: 'Thompson', displayName: 'Ava Thompson' }, 'Ava T.'],
      [{ firstName: 'Ava', lastName: 'Thompson', displayName: 'Ava T' }, 'Ava T'],
      [{ firstName: 'Ava', lastName: 'Thompson', displayName: 'Speedy' }, 'Speedy'],
      [{ firstName: 'Ava', lastName: 'Thompson', displayName: 'thompson fan' }, 'Ava T.'],
      [{ firstName: 'Liam', lastName: 'García-López', displayName: 'Liam Lopez' }, 'Liam Lopez'],
      [{ firstName: 'Liam', lastName: 'García-López', displayName: 'Liam López' }, 'Liam G.'],
      [{ firstName: 'Olivia', lastName: 'Li', displayName: 'Olivia' }, 'Olivia'],
      [{ firstName: 'Ava', lastName: 'Thompson', displayName: '' }, 'Ava T.'],
      [{ firstName: '', lastName: '', displayName: 'Maya Lopez' }, 'Maya L.'],
      [{ firstName: '', lastName: '', displayName: 'Maya' }, 'Maya'],
      [{ firstName: 'Maya', lastName: '', displayName: 'Maya Lopez' }, 'Maya'],
      [{ firstName: 'Zoë', lastName: 'émile', displayName: '' }, 'Zoë É.'],
    ];
    for (const [person, shown] of cases) expect(publicNameOf(person, 'minors'), JSON.stringify(person)).toBe(shown);
  });

  it('builds the initial from the last word of a multi-word last name', () => {
    expect(firstNameAndInitial({ firstName: 'Ana', lastName: 'de la Cruz', displayName: '' })).toBe('Ana C.');
  });
});
