import {
  acceptGuardianSchema,
  addChildSchema,
  giveConsentSchema,
  inviteGuardianSchema,
  updateChildSettingsSchema,
} from '@/lib/validation/family';
import type { FundraiserSettingsJson } from './account';
import { endpoint, jsonOf } from './endpoint';

/** A guardian's recorded consent in force for a child (the newest row): who gave it (their name) and when (ISO). */
export type ChildConsent = { publicPage: boolean; photo: boolean; by: string; at: string };

/** One child a guardian manages, as GET /_api/family answers it. */
export type FamilyChild = {
  id: number;
  firstName: string;
  publicName: string;
  landingPageSlug: string | null;
  /** The campaign the child's page sells for (their newest participation), or null before they join one. */
  campaignId: number | null;
  /** Null until a guardian records consent: the page stays private (docs/decisions/families-and-guardians.md). */
  consent: ChildConsent | null;
};

/** A child's page settings as the family screen edits them (the account settings' shape, plus the photo). */
export type ChildSettingsJson = Omit<FundraiserSettingsJson, 'onLeaderboard'> & { avatarUrl: string | null };

/** Issue 27: a guardian's children, their pages and consent, and further guardians. Any signed-in role. */
export const familyEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/_api/family',
    access: 'user',
    response: jsonOf<{ children: FamilyChild[] }>(),
  }),
  /** 201; `campaignId` only for a campaign the family already belongs to (else 404). */
  addChild: endpoint({
    method: 'POST',
    path: '/_api/family/children',
    access: 'user',
    body: addChildSchema,
    response: jsonOf<{ child: FamilyChild }>(),
  }),
  /** Absent fields are unchanged; another family's child is 404. */
  childSettings: endpoint({
    method: 'POST',
    path: '/_api/family/children/settings',
    access: 'user',
    body: updateChildSettingsSchema,
    response: jsonOf<{ settings: ChildSettingsJson }>(),
  }),
  /** Records a new consent row (who: the signed-in guardian, when: now); the newest one is in force. */
  consent: endpoint({
    method: 'POST',
    path: '/_api/family/consent',
    access: 'user',
    body: giveConsentSchema,
    response: jsonOf<{ consent: ChildConsent }>(),
  }),
  /** 201: an invitation mailed to the address; accepting it makes that account guardian of all the inviter's children. */
  inviteGuardian: endpoint({
    method: 'POST',
    path: '/_api/family/guardians/invite',
    access: 'user',
    body: inviteGuardianSchema,
    response: jsonOf<{ message: string }>(),
  }),
  /** Signed in with the invited address: becomes guardian of the inviter's children (how many answered). */
  acceptGuardian: endpoint({
    method: 'POST',
    path: '/_api/family/guardians/accept',
    access: 'user',
    body: acceptGuardianSchema,
    response: jsonOf<{ children: number }>(),
  }),
};
