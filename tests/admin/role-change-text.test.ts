import { describe, expect, it } from 'vitest';
import { roleChangeText } from '@/components/admin/users/role-change-text';

describe('a role change says what happens to the captain a fundraiser belongs to (issue 26)', () => {
  it('names the captain, and says the link is kept, when a team member becomes a captain', () => {
    const text = roleChangeText({ parentName: 'Maya Lopez' }, 'Ava Thompson', 'fundraiser_captain');
    expect(text.title).toBe('Make Ava Thompson a Fundraiser Captain?');
    expect(text.description).toContain('Ava Thompson is on Maya Lopez’s team.');
    expect(text.description).toContain('making them a User again puts them back on Maya Lopez’s team');
  });

  it('says where a captain goes when made a User again', () => {
    expect(roleChangeText({ parentName: 'Maya Lopez' }, 'Ava Thompson', 'sub_account').description).toMatch(
      /^Ava Thompson goes back to Maya Lopez’s team/,
    );
    expect(roleChangeText({ parentName: null }, 'Ava Thompson', 'sub_account').description).toContain('has no captain');
  });
});
